import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** How well values rank levels (bench/difficulty/DifficultyFit.java): Spearman's ρ, medians over collections, AUC. */
final class Ranking {
    private Ranking() {
    }

    static double spearmanOf(DifficultyFit.Set s, DifficultyFit.Value value) {
        double[] x = new double[s.levels().size()];
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            x[i] = s.levels().get(i).index();
            y[i] = value.of(s.levels().get(i));
        }
        return pearson(ranks(x), ranks(y));
    }

    static double[] ranks(double[] v) {
        Integer[] order = new Integer[v.length];
        for (int i = 0; i < v.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(v[a], v[b]));
        double[] r = new double[v.length];
        int i = 0;
        while (i < v.length) {
            int j = i;
            while (j + 1 < v.length && v[order[j + 1]] == v[order[i]]) {
                j++;
            }
            for (int t = i; t <= j; t++) {
                r[order[t]] = (i + j) / 2.0 + 1;
            }
            i = j + 1;
        }
        return r;
    }

    static double pearson(double[] x, double[] y) {
        int n = x.length;
        double mx = Arrays.stream(x).average().orElse(0);
        double my = Arrays.stream(y).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < n; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxx == 0 || syy == 0 ? 0 : sxy / Math.sqrt(sxx * syy);
    }

    static double median(List<DifficultyFit.Set> ordered, DifficultyFit.PerSet f) {
        double[] v = ordered.stream().filter(s -> s.levels().size() >= DifficultyFit.MIN_LEVELS).mapToDouble(f::of).sorted().toArray();
        return medianOfSorted(v);
    }

    static double medianOf(List<DifficultyFit.Set> ordered, double[] perSet) {
        List<Double> v = new ArrayList<>();
        for (int c = 0; c < ordered.size(); c++) {
            if (ordered.get(c).levels().size() >= DifficultyFit.MIN_LEVELS) {
                v.add(perSet[c]);
            }
        }
        return medianOfSorted(v.stream().mapToDouble(Double::doubleValue).sorted().toArray());
    }

    static double medianOfSorted(double[] v) {
        if (v.length == 0) {
            return Double.NaN;
        }
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** The chance that a level of {@code harder} gets the higher value than one of {@code easier} (ties half). */
    static double auc(List<DifficultyFit.Set> sets, String easier, String harder, DifficultyFit.Value value) {
        List<Double> e = new ArrayList<>();
        List<Double> h = new ArrayList<>();
        for (DifficultyFit.Set s : sets) {
            for (DifficultyFit.Level l : s.levels()) {
                if (s.kind().equals(easier)) {
                    e.add(value.of(l));
                } else if (s.kind().equals(harder)) {
                    h.add(value.of(l));
                }
            }
        }
        if (e.isEmpty() || h.isEmpty()) {
            return Double.NaN;
        }
        double wins = 0;
        for (double x : h) {
            for (double y : e) {
                wins += x > y ? 1 : x == y ? 0.5 : 0;
            }
        }
        return wins / (e.size() * h.size());
    }
}
