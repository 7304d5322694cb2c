package org.sokodb.render;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** One duplicate group as an HTML section: a heading, then every member as a picture with its caption. */
final class GroupHtml {
    private GroupHtml() {
    }

    /** The anchor of a group, the same on every page: {@code g17}. */
    static String anchor(ReportGroup group) {
        return "g" + group.number();
    }

    static void append(ReportGroup group, StringBuilder sb) {
        String id = anchor(group);
        sb.append("<section class=\"group\" id=\"").append(id).append("\">\n<h2><a href=\"#").append(id)
                .append("\">Group ").append(group.number()).append("</a> <span class=\"ids\">Unique-Id ")
                .append(Xml.escape(group.uniqueId())).append("</span> <span class=\"count\">")
                .append(group.members().size()).append(" occurrences</span></h2>\n<div class=\"members\">\n");
        boolean first = true;
        for (ReportMember m : group.members()) {
            member(m, first, sb);
            first = false;
        }
        sb.append("</div>\n</section>\n");
    }

    private static void member(ReportMember m, boolean first, StringBuilder sb) {
        sb.append("<figure class=\"member\">");
        try {
            BoardSvg.appendElement(Board.parse(m.rows()), m.marked(), sb);
        } catch (BoardException e) {
            // A level in a duplicate group parsed when it was identified, so this means the
            // stored rows were damaged; say so in place of the picture rather than lose the row.
            sb.append("<p class=\"unreadable\">board cannot be drawn: ").append(Xml.escape(e.getMessage()))
                    .append("</p>");
        }
        sb.append("<figcaption>");
        if (m.title().isEmpty()) {
            sb.append("<span class=\"title untitled\">untitled</span>");
        } else {
            sb.append("<span class=\"title\">").append(Xml.escape(m.title())).append("</span>");
        }
        if (!m.author().isEmpty()) {
            sb.append(" <span class=\"author\">by ").append(Xml.escape(m.author())).append("</span>");
        }
        sb.append("<br/><span class=\"source\">").append(Xml.escape(m.source())).append("</span> <span class=\"index\">#")
                .append(m.index()).append("</span><br/>");
        if (first) {
            sb.append("<span class=\"relation first\">first of the group</span>");
        } else {
            sb.append("<span class=\"relation\">").append(Xml.escape(m.relation())).append("</span>");
        }
        sb.append("<br/><span class=\"ids\">Exact-Id ").append(Xml.escape(m.exactId()))
                .append("<br/>Unique-Id ").append(Xml.escape(m.uniqueId())).append("</span></figcaption></figure>\n");
    }
}
