package org.sokodb.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * A scenario of the crash harness ({@link ImportKills}): what to import, and how ({@code inputs},
 * directories or zips; {@code options} of import), and the kills wanted; with a {@code plan},
 * one episode whose runs are killed at its moments in turn.
 */
record KillScenario(String name, List<Path> inputs, List<String> options, int kills, List<KillRun.Moment> plan) {
    /** Kills at random moments ({@link KillMoments}), episode after episode until {@code kills} are made. */
    KillScenario(String name, List<Path> inputs, List<String> options, int kills) {
        this(name, inputs, options, kills, List.of());
    }

    /**
     * One episode on a fresh catalog: the first run killed at {@code plan}'s first moment,
     * the next at its second, and so on, then a run left to end it. Nothing drawn and no
     * whole import timed first: each moment is tied to a source line the run prints. A run
     * that ends before its moment ends the episode, and a new one begins with the kill not
     * yet made (at most {@link ImportKills#PLANNED_EPISODES} episodes).
     */
    static KillScenario planned(String name, List<Path> inputs, List<String> options, KillRun.Moment... plan) {
        return new KillScenario(name, inputs, options, plan.length, List.of(plan));
    }
}
