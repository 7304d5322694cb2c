package org.sokodb.catalog.near;

/**
 * Levels made by hand for the near-duplicate tests, whose similarity is counted on the boards
 * (the grouping's tests here, the web's pages in {@code web.NearPagesContract}).
 */
public final class HandNearLevels {
    private HandNearLevels() {
    }

    /**
     * Five levels whose near copies are counted by hand (docs/similar.md: a square is wall,
     * floor, goal, box, box on goal, or floor or goal the man reaches; the score is the share of
     * the 8 × 6 = 48 squares that agree). The second is the first with one wall square added in
     * the room (1 square differs: 47/48 = 97.9 %), the third the first with its box one square
     * lower (2 squares: 46/48 = 95.8 %; the second and third differ in 3: 93.75 %); the fourth
     * is a 5 × 3 corridor, like none of them: at most 3 of the room's 24 open squares can face an
     * open square of it, so at least 21 squares differ in a common box of at most 9 × 7 (flush
     * within one square): 66.7 % at best. The fifth is the corridor with a dead end beyond the
     * goal, which the simplifier fills: the same Normalized-Id as the fourth, so that
     * {@code --normalized} has a group to compare (the first and third share their walls, a
     * group of {@code --walls}).
     */
    public static final String BY_HAND = """
            Title: room
            ########
            #@     #
            # $  . #
            #      #
            #      #
            ########

            Title: room with a wall square more
            ########
            #@     #
            # $  . #
            #      #
            #     ##
            ########

            Title: room with the box lower
            ########
            #@     #
            #    . #
            # $    #
            #      #
            ########

            Title: corridor
            #####
            #@$.#
            #####

            Title: corridor with a dead end
            ######
            #@$. #
            ######
            """;
}
