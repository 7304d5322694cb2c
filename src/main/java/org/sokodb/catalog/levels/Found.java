package org.sokodb.catalog.levels;

import java.util.List;

import org.sokodb.catalog.Appearance;

/** What an id given to {@code show} or {@code similar} names ({@link Levels}). */
public sealed interface Found permits Found.Levels, Found.NotALevel {

    /** One level (an Exact-Id, or a board that is a level), or all levels of a Unique-Id. */
    record Levels(List<LevelView> levels) implements Found {
        public Levels {
            levels = List.copyOf(levels);
        }
    }

    /** {@code source#index} named a board that is not a level; it has a reason instead. */
    record NotALevel(Appearance appearance) implements Found {
    }
}
