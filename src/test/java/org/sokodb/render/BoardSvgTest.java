package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class BoardSvgTest {
    /**
     * Every kind of square: wall, floor, goal, box, box on goal, man on goal, and spaces
     * outside the walls (top left, and the padding at the end of the short last row).
     */
    private static final List<String> ALL_KINDS = List.of(
            "  #####",
            "###   #",
            "#.$*+ #",
            "# $. ##",
            "######");

    private static final Pattern RUN = Pattern.compile("M(\\d+) (\\d+)h(\\d+)v1h-(\\d+)z");

    private final Board board = parse(ALL_KINDS);
    private final Document svg = Dom.parse(BoardSvg.document(board, "All kinds"));

    @Test
    void isAnSvgDocumentWhoseViewBoxIsTheBoardAndWhoseSizeIsTheCellSize() {
        Element root = svg.getDocumentElement();
        assertEquals("svg", root.getTagName());
        assertEquals("http://www.w3.org/2000/svg", root.getAttribute("xmlns"));
        assertEquals("0 0 7 5", root.getAttribute("viewBox"));
        assertEquals(String.valueOf(7 * BoardSvg.CELL), root.getAttribute("width"));
        assertEquals(String.valueOf(5 * BoardSvg.CELL), root.getAttribute("height"));
        assertEquals("All kinds", Dom.select(svg, "/svg/title").get(0).getTextContent());
    }

    @Test
    void everyPieceStandsOnItsSquare() {
        Map<String, Set<String>> expected = Map.of(
                "sokodb-goal", Set.of("1,2", "3,3"),
                "sokodb-box", Set.of("2,2", "2,3"),
                "sokodb-box-on-goal", Set.of("3,2"),
                "sokodb-man-on-goal", Set.of("4,2"));
        assertEquals(expected, pieces(svg));
    }

    @Test
    void theManOffAGoalIsTheMan() {
        Document d = Dom.parse(BoardSvg.document(parse(List.of("#####", "#@$.#", "#####")), ""));
        assertEquals(Map.of("sokodb-man", Set.of("1,1"), "sokodb-box", Set.of("2,1"), "sokodb-goal", Set.of("3,1")),
                pieces(d));
        assertTrue(Dom.select(d, "/svg/title").isEmpty(), "no title element for an empty title");
    }

    @Test
    void everyReferenceIsDefinedInTheDocumentItself() {
        List<Element> uses = Dom.select(svg, "//use");
        assertFalse(uses.isEmpty());
        for (Element use : uses) {
            String id = use.getAttribute("href").substring(1);
            assertEquals(1, Dom.select(svg, "/svg/defs/*[@id='" + id + "']").size(), id);
        }
    }

    @Test
    void wallsCoverExactlyTheWalls() {
        Set<String> walls = new HashSet<>();
        for (int s = 0; s < board.size(); s++) {
            if (board.isWall(s)) {
                walls.add(s % board.width() + "," + s / board.width());
            }
        }
        assertEquals(walls, covered(BoardSvg.WALL_FILL));
    }

    @Test
    void floorCoversTheInsideAndNotTheSpacesAroundTheBoard() {
        Set<String> inside = Set.of("3,1", "4,1", "5,1", "1,2", "2,2", "3,2", "4,2", "5,2", "1,3", "2,3", "3,3",
                "4,3");
        assertEquals(inside, covered(BoardSvg.FLOOR_FILL));
    }

    @Test
    void theBoardIsDrawnAsWrittenNotNormalised() {
        Board turned = board.transform(Symmetry.ROTATE_90);
        Document d = Dom.parse(BoardSvg.document(turned, ""));
        assertEquals("0 0 5 7", d.getDocumentElement().getAttribute("viewBox"));
        // (4,2) on the 7×5 board is (5-1-2, 4) = (2,4) after a clockwise quarter turn
        assertEquals(Set.of("2,4"), pieces(d).get("sokodb-man-on-goal"));
    }

    @Test
    void titlesAreEscaped() {
        String title = "Tom & \"Jerry\" <3 'x' \u0001 ]]>";
        Document d = Dom.parse(BoardSvg.document(board, title));
        assertEquals("Tom & \"Jerry\" <3 'x' \uFFFD ]]>", Dom.select(d, "/svg/title").get(0).getTextContent());
    }

    @Test
    void theEmbeddedElementRefersToTheSharedDefinitions() {
        StringBuilder sb = new StringBuilder("<page>").append(BoardSvg.sharedDefs());
        BoardSvg.appendElement(board, sb);
        Document page = Dom.parse(sb.append("</page>").toString());
        List<Element> boards = Dom.select(page, "//svg[@class='board']");
        assertEquals(1, boards.size());
        assertEquals("0 0 7 5", boards.get(0).getAttribute("viewBox"));
        assertTrue(Dom.select(page, "//svg[@class='board']//defs").isEmpty(), "no copy of the pieces per board");
        for (Element use : Dom.select(page, "//svg[@class='board']//use")) {
            String id = use.getAttribute("href").substring(1);
            assertEquals(1, Dom.select(page, "//defs/*[@id='" + id + "']").size(), id);
        }
    }

    /** Which piece stands where: href → {"x,y", …}. */
    private static Map<String, Set<String>> pieces(Document d) {
        Map<String, Set<String>> out = new HashMap<>();
        for (Element use : Dom.select(d, "//use")) {
            out.computeIfAbsent(use.getAttribute("href").substring(1), k -> new HashSet<>())
                    .add(use.getAttribute("x") + "," + use.getAttribute("y"));
        }
        return out;
    }

    /** The squares the path of this fill covers, decoded from its runs. */
    private Set<String> covered(String fill) {
        List<Element> paths = Dom.select(svg, "/svg/path[@fill='" + fill + "']");
        assertEquals(1, paths.size(), "one path for " + fill);
        String d = paths.get(0).getAttribute("d");
        Matcher m = RUN.matcher(d);
        Set<String> squares = new HashSet<>();
        int end = 0;
        while (m.find()) {
            assertEquals(end, m.start(), "path data is nothing but runs: " + d);
            end = m.end();
            int x = Integer.parseInt(m.group(1));
            int y = Integer.parseInt(m.group(2));
            int n = Integer.parseInt(m.group(3));
            assertEquals(m.group(3), m.group(4), "a run closes on itself");
            for (int i = 0; i < n; i++) {
                assertTrue(squares.add((x + i) + "," + y), "runs do not overlap");
            }
        }
        assertEquals(d.length(), end, "path data is nothing but runs: " + d);
        return squares;
    }

    private static Board parse(List<String> rows) {
        try {
            return Board.parse(rows);
        } catch (org.sokodb.board.BoardException e) {
            throw new AssertionError(e);
        }
    }
}
