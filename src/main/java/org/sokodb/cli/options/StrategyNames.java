package org.sokodb.cli.options;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

import org.sokodb.generate.BoxSelection;
import org.sokodb.generate.GoalPlacement;
import org.sokodb.generate.PullStrategy;
import org.sokodb.generate.PushStrategy;
import org.sokodb.generate.RouteStrategy;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The generator's enum options as people write them: {@code closest-active-tile}, also
 * {@code CLOSEST_ACTIVE_TILE} or any case; listed in the help with hyphens, as the notes of a
 * generated level spell them.
 */
public abstract class StrategyNames<E extends Enum<E>> implements ITypeConverter<E>, Iterable<String> {
    private final Class<E> type;

    StrategyNames(Class<E> type) {
        this.type = type;
    }

    static String label(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public E convert(String value) {
        String wanted = value.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (E e : type.getEnumConstants()) {
            if (label(e).equals(wanted)) {
                return e;
            }
        }
        throw new TypeConversionException("'" + value + "' is not one of " + String.join(", ", this));
    }

    @Override
    public Iterator<String> iterator() {
        List<String> names = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            names.add(label(e));
        }
        return names.iterator();
    }

    public static final class Boxes extends StrategyNames<BoxSelection> {
        public Boxes() {
            super(BoxSelection.class);
        }
    }

    public static final class Pushes extends StrategyNames<PushStrategy> {
        public Pushes() {
            super(PushStrategy.class);
        }
    }

    public static final class Pulls extends StrategyNames<PullStrategy> {
        public Pulls() {
            super(PullStrategy.class);
        }
    }

    public static final class Routes extends StrategyNames<RouteStrategy> {
        public Routes() {
            super(RouteStrategy.class);
        }
    }

    public static final class Goals extends StrategyNames<GoalPlacement> {
        public Goals() {
            super(GoalPlacement.class);
        }
    }
}
