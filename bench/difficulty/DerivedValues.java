import java.util.Arrays;

import org.sokodb.difficulty.Decomposition;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Quantity;

/**
 * Nonlinear values tried beside the quantities in the difficulty fit (bench/difficulty/DifficultyFit.java),
 * named in {@code -Dfeatures=} by quantity columns (goal_entries is a quantity) and taken on
 * {@code log(1 + x)}, the scale the fit weighs:
 * <ul>
 * <li>{@code a*b}: log(1 + a) · log(1 + b), an interaction (a level with many goal entries and few
 * moves is scored by the product with its own weight);</li>
 * <li>{@code a^2}: log(1 + a)², a per-feature curvature;</li>
 * <li>{@code a>K}: max(0, log(1 + a) − K), a hinge: a second slope past K (a two-stage value);</li>
 * <li>{@code a<K}: max(0, K − log(1 + a)), a hinge below K.</li>
 * </ul>
 * Not measured by the estimator: a weights file written with them holds only the plain quantities
 * and is for comparing only.
 */
final class DerivedValues {
    private DerivedValues() {
    }

    static boolean isDerived(String column) {
        return column.contains("*") || column.endsWith("^2") || column.contains(">") || column.contains("<");
    }

    /** The value on the fit's scale (already in log space). */
    static double log(DifficultyQuantities q, String column) {
        if (column.contains("*")) {
            String[] ab = column.split("\\*");
            return Arrays.stream(ab).mapToDouble(c -> Math.log1p(plain(q, c))).reduce(1, (x, y) -> x * y);
        }
        if (column.endsWith("^2")) {
            double x = Math.log1p(plain(q, column.substring(0, column.length() - 2)));
            return x * x;
        }
        boolean above = column.contains(">");
        String[] ck = column.split(above ? ">" : "<");
        double x = Math.log1p(plain(q, ck[0]));
        double k = Double.parseDouble(ck[1]);
        return Math.max(0, above ? x - k : k - x);
    }

    static double log(DifficultyFit.Level l, String column) {
        return log(l.q().get(Decomposition.CHOSEN), column);
    }

    private static double plain(DifficultyQuantities q, String column) {
        return q.value(Arrays.stream(Quantity.values()).filter(x -> x.column().equals(column)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no quantity " + column)));
    }
}
