package org.sokodb.credits;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The date a file declares for a level: a line {@code Date: …} (or {@code Date created:},
 * {@code Created:}, {@code Creation date:}, {@code Date of creation:}, also as a {@code ;}
 * comment, also inside a {@code Comment:} block) in the level's notes, else in the file's
 * header. The value may be {@code 2005-03-23} (and a time), {@code 2001/01}, {@code 23.03.05}
 * (day, month, year; a two-digit year is 2000–2069 or 1970–1999), {@code Jan.2002},
 * {@code 5 March 2003}, {@code March 5, 2003} or {@code 1999}; a day and month written
 * {@code 05/04/2003} count only where one of them is above 12, else the year alone counts. A
 * year before 1970 or after 2099 is no date. Dates compare by their start: {@code 2001} comes
 * before {@code 2001-01}.
 *
 * @param month 1–12, or 0 when the date gives only a year
 * @param day 1–31, or 0 when the date gives no day
 */
public record DeclaredDate(int year, int month, int day) implements Comparable<DeclaredDate> {
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.MULTILINE;
    private static final Pattern LINE = Pattern.compile(
            "^[ \\t]*(?:;[ \\t]*)?(?:date|date[ \\t]+created|created|creation[ \\t]+date|date[ \\t]+of[ \\t]+creation)"
                    + "[ \\t]*[:=][ \\t]*(\\S.*)$", FLAGS);
    private static final Pattern YMD = Pattern.compile("(?<!\\d)(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})(?!\\d)");
    private static final Pattern DOTTED_DMY = Pattern.compile("(?<!\\d)(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})(?!\\d)");
    private static final Pattern YM = Pattern.compile("(?<!\\d)(\\d{4})[-/.](\\d{1,2})(?![\\d/.-])");
    private static final Pattern SLASHED = Pattern.compile("(?<!\\d)(\\d{1,2})[/-](\\d{1,2})[/-](\\d{4})(?!\\d)");
    private static final List<String> MONTHS = List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug",
            "sep", "oct", "nov", "dec");
    private static final Pattern NAMED = Pattern.compile("(?:(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+)?"
            + "\\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s*"
            + "(?:(\\d{1,2})(?:st|nd|rd|th)?,?\\s+)?(\\d{4})(?!\\d)", Pattern.CASE_INSENSITIVE);
    private static final Pattern YEAR = Pattern.compile("(?<!\\d)((?:19|20)\\d\\d)(?!\\d)");

    /** The date the level's notes declare, else the one its file's header declares. */
    public static Optional<DeclaredDate> of(String levelNotes, String fileNotes) {
        Optional<DeclaredDate> own = in(levelNotes);
        return own.isPresent() ? own : in(fileNotes);
    }

    /** The date of the first date line of {@code notes} that holds one. */
    public static Optional<DeclaredDate> in(String notes) {
        Matcher m = LINE.matcher(notes);
        while (m.find()) {
            Optional<DeclaredDate> d = parse(m.group(1));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    /** The date a value written after {@code Date:} gives, if it gives one. */
    public static Optional<DeclaredDate> parse(String value) {
        Matcher m;
        if ((m = YMD.matcher(value)).find()) {
            return date(num(m, 1), num(m, 2), num(m, 3));
        }
        if ((m = DOTTED_DMY.matcher(value)).find()) {
            return date(fourDigits(num(m, 3)), num(m, 2), num(m, 1));
        }
        if ((m = YM.matcher(value)).find()) {
            return date(num(m, 1), num(m, 2), 0);
        }
        if ((m = SLASHED.matcher(value)).find()) {
            int a = num(m, 1);
            int b = num(m, 2);
            int year = num(m, 3);
            return a > 12 ? date(year, b, a) : b > 12 ? date(year, a, b) : date(year, 0, 0);
        }
        if ((m = NAMED.matcher(value)).find()) {
            int month = MONTHS.indexOf(m.group(2).toLowerCase(Locale.ROOT)) + 1;
            int day = m.group(1) != null ? num(m, 1) : m.group(3) != null ? num(m, 3) : 0;
            return date(num(m, 4), month, day);
        }
        if ((m = YEAR.matcher(value)).find()) {
            return date(num(m, 1), 0, 0);
        }
        return Optional.empty();
    }

    /** A date of a possible year; an impossible month drops the month and day, an impossible day the day. */
    private static Optional<DeclaredDate> date(int year, int month, int day) {
        if (year < 1970 || year > 2099) {
            return Optional.empty();
        }
        if (month < 1 || month > 12) {
            return Optional.of(new DeclaredDate(year, 0, 0));
        }
        return Optional.of(new DeclaredDate(year, month, day >= 1 && day <= 31 ? day : 0));
    }

    private static int fourDigits(int year) {
        return year >= 100 ? year : year < 70 ? 2000 + year : 1900 + year;
    }

    private static int num(Matcher m, int group) {
        return Integer.parseInt(m.group(group));
    }

    @Override
    public int compareTo(DeclaredDate o) {
        return Integer.compare(packed(), o.packed());
    }

    private int packed() {
        return year * 10_000 + month * 100 + day;
    }

    /** {@code 2005-03-23}, {@code 2001-01} or {@code 1999}: as precise as the file was. */
    @Override
    public String toString() {
        return year + (month == 0 ? "" : String.format(Locale.ROOT, "-%02d", month))
                + (day == 0 ? "" : String.format(Locale.ROOT, "-%02d", day));
    }
}
