package org.sokodb.format.xsb;

import java.util.List;
import java.util.Optional;

import org.sokodb.format.source.SolutionBlock;

/**
 * The text between two boards, divided up by {@link GapSplitter}.
 *
 * @param notes the lines that belong to the board before (its notes and fields), or to the
 *     file header when there is no board before; blank lines kept for paragraphs
 * @param afterTitle a {@code ;} comment right under the board before that may be its title
 *     (the omerkel convention); it is also in {@code notes}, where it stays unless chosen
 * @param solutions the solutions and saved games of the board before
 * @param nextTitle the title line of the board after
 * @param nextTitleIsWeak true when {@code nextTitle} is only set apart by an empty {@code ;}
 *     line, not a blank one (a comment header): it yields to a title under the board
 * @param nextFields a paragraph of fields right on top of the board after, belonging to it
 */
record GapParts(
        List<GapLine> notes,
        Optional<GapLine> afterTitle,
        List<SolutionBlock> solutions,
        Optional<GapLine> nextTitle,
        boolean nextTitleIsWeak,
        List<GapLine> nextFields) {
}
