package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The manual says what is true now; its history is in docs/journal/. So README.md and the
 * pages of docs/ outside docs/journal/ carry no day of the project's own history
 * ({@code 2026-11-24}, "on 11-24") and no commit named as the build a figure was taken on
 * ({@code `957ab97`}): a figure there comes with the command that shows it and the day's
 * {@code id} of the zip, and the story of how it moved goes to the journal. Dates of the
 * levels themselves (a set published on 2005-06-07) are older than the project and stay; so do
 * timestamps in sample output ({@code 2026-11-23T07:10:04Z}) and anything in a fenced block.
 */
class ManualIsNotANotebookTest {
    /** The year the project began: a date from then on in a page is a day of its history. */
    private static final int FIRST_YEAR = 2026;
    private static final Pattern DATE = Pattern.compile("(?<![\\w-])(\\d{4})-[01]\\d-[0-3]\\d(?![\\w:-])");
    private static final Pattern SHORT_DATE = Pattern.compile("\\b(?:on|of|since|until|before|after) [01]\\d-[0-3]\\d\\b");
    private static final Pattern COMMIT = Pattern.compile("`(?=[0-9a-f]*\\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}`");
    private static final Path JOURNAL = Path.of("docs", "journal");

    @Test
    void theManualCarriesNoDayOfItsHistoryNorTheCommitsOfIt() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md") && !p.startsWith(JOURNAL)).sorted().forEach(pages::add);
        }
        List<String> dated = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            boolean fenced = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                fenced ^= line.startsWith("```");
                if (!fenced && isNotebook(line)) {
                    dated.add(page + ":" + (i + 1) + ": " + line.strip());
                }
            }
        }
        assertEquals("", String.join("\n", dated),
                "lines of the manual dated or tied to a commit: the figure with its command stays, the story goes to docs/journal/");
    }

    @Test
    void theRuleSeesWhatItIsFor() {
        assertEquals(List.of(true, true, true, false, false, false),
                Stream.of("measured on 2026-11-24 (nothing else running)", "1.04 s on 11-24", "on main `957ab97`",
                        "Bardak `2005-06-07`", "holds 2 until 2026-11-23T07:10:04Z", "`sokodb 0.1.0 (871d50e)`")
                        .map(ManualIsNotANotebookTest::isNotebook).toList());
    }

    private static boolean isNotebook(String line) {
        var date = DATE.matcher(line);
        while (date.find()) {
            if (Integer.parseInt(date.group(1)) >= FIRST_YEAR) {
                return true;
            }
        }
        return SHORT_DATE.matcher(line).find() || COMMIT.matcher(line).find();
    }
}
