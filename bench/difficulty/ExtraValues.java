import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The values a fit may try beside the estimator's quantities (bench/difficulty/DifficultyFit.java):
 * which of them {@code -Dfeatures=} names, and the solver's effort read from SolverEffort's file.
 */
final class ExtraValues {
    private ExtraValues() {
    }

    static List<String> extras(String columns) {
        List<String> e = new ArrayList<>();
        for (String c : columns.split(",")) {
            if (isExtra(c.trim())) {
                e.add(c.trim());
            }
        }
        return List.copyOf(e);
    }

    static boolean isExtra(String column) {
        return column.equals(DifficultyFit.EffortColumn.NAME) || column.equals(GoalEntries.EXITS) || DerivedValues.isDerived(column);
    }

    static java.util.Map<String, Long> effort(String file) {
        java.util.Map<String, Long> m = new java.util.HashMap<>();
        if (file.isBlank()) {
            return m;
        }
        try {
            for (String line : Files.readAllLines(Path.of(file))) {
                String[] f = line.split("\t");
                m.put(f[0] + "\t" + f[1], Long.parseLong(f[2]));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return m;
    }
}
