package org.sokodb.cli.terminal;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A time limit on the command line: {@code 90} (seconds), {@code 1.5s}, {@code 500ms}, {@code 10m}, {@code 1h}. */
public final class DurationOption implements ITypeConverter<Duration> {
    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    @Override
    public Duration convert(String value) {
        Matcher m = FORM.matcher(value.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new TypeConversionException("'" + value + "' is not a duration (e.g. 30s, 500ms, 10m, 1h)");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double millis = amount * switch (unit) {
            case "ms" -> 1;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            default -> 1_000;
        };
        if (millis < 1 || millis > Duration.ofDays(365).toMillis()) {
            throw new TypeConversionException("'" + value + "' is not a time limit between 1 ms and a year");
        }
        return Duration.ofMillis(Math.round(millis));
    }
}
