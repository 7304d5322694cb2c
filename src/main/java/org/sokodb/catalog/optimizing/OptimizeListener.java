package org.sokodb.catalog.optimizing;

/**
 * What an {@code optimize --catalog} run tells as it goes ({@link CatalogOptimizer#run}),
 * on the caller's thread, and how it is told to stop.
 */
public interface OptimizeListener {
    /** The optimization of {@code task} ended and was stored as {@code stored}, in {@code seconds}. */
    void stored(OptimizeTask task, StoredOptimization stored, double seconds);

    /** The optimizer failed on {@code task}: nothing was stored, and {@code why} says what happened. */
    void failed(OptimizeTask task, String why);

    /** A word about one group (its search was cut short by the memory cap). */
    void note(OptimizeTask task, String message);

    /** A line for the terminal, without the {@code sokodb: } that starts it: groups held by others, a lost connection. */
    void notice(String line);

    /**
     * True once the user asked to stop (Ctrl-C): searches under way end with what they found,
     * which is stored but not recorded as an attempt, and no group is taken after.
     */
    boolean stopRequested();
}
