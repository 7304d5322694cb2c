import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.difficulty.Decomposition;

/**
 * The difficulty fit's regression (bench/difficulty/DifficultyFit.java): pairwise logistic
 * regression on log(1 + x), Newton's method, an L2 penalty, weights held at 0 or above.
 */
final class PairwiseFit {
    private PairwiseFit() {
    }

    /**
     * Pairwise logistic regression on the ordered collections but {@code leftOut} (−1: none) and
     * Boxoban's train pairs, each group weighing the same; features standardised for the fit,
     * the weights returned for the raw log(1+x).
     */
    static double[] fit(List<DifficultyFit.Set> sets, List<DifficultyFit.Set> ordered, int leftOut, Decomposition v) {
        boolean[] used = new boolean[DifficultyFit.featureCount()];
        Arrays.fill(used, true);
        while (true) {
            double[] w = fit(sets, ordered, leftOut, v, used);
            boolean dropped = false;
            for (int i = 0; i < w.length && DifficultyFit.NONNEGATIVE; i++) {
                if (used[i] && w[i] < 0) {
                    used[i] = false;
                    dropped = true;
                }
            }
            if (!dropped) {
                return w;
            }
        }
    }

    /** The fit with the features of {@code used} alone (the others weigh 0). */
    static double[] fit(List<DifficultyFit.Set> sets, List<DifficultyFit.Set> ordered, int leftOut, Decomposition v, boolean[] used) {
        int k = DifficultyFit.featureCount();
        List<double[]> diffs = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (int c = 0; c < ordered.size(); c++) {
            if (c == leftOut) {
                continue;
            }
            List<DifficultyFit.Level> ls = ordered.get(c).levels();
            double[][] st = stats(ls, v);
            double[][] f = ls.stream().map(l -> DifficultyFit.PER_COLLECTION ? standardised(DifficultyFit.features(l, v), st)
                    : DifficultyFit.features(l, v)).toArray(double[][]::new);
            double total = 0;
            for (int i = 0; i < ls.size(); i++) {
                for (int j = i + 1; j < ls.size(); j++) {
                    total += pairWeight(ls.get(j).index() - ls.get(i).index());
                }
            }
            for (int i = 0; i < ls.size(); i++) {
                for (int j = i + 1; j < ls.size(); j++) {
                    diffs.add(minus(f[j], f[i]));
                    weights.add(pairWeight(ls.get(j).index() - ls.get(i).index()) / total);
                }
            }
        }
        List<double[]> easy = new ArrayList<>();
        List<double[]> hard = new ArrayList<>();
        double[][] boxoban = boxobanStats(sets, v);
        for (DifficultyFit.Set s : sets) {
            for (DifficultyFit.Level l : s.levels()) {
                double[] f = DifficultyFit.PER_COLLECTION ? standardised(DifficultyFit.features(l, v), boxoban)
                        : DifficultyFit.features(l, v);
                if (s.kind().equals("train-easy")) {
                    easy.add(f);
                } else if (s.kind().equals("train-hard")) {
                    hard.add(f);
                }
            }
        }
        for (double[] h : hard) {
            for (double[] e : easy) {
                diffs.add(minus(h, e));
                weights.add(DifficultyFit.BOXOBAN / (hard.size() * easy.size()));
            }
        }
        double[] scale = new double[k];
        for (double[] d : diffs) {
            for (int i = 0; i < k; i++) {
                scale[i] += d[i] * d[i];
            }
        }
        for (int i = 0; i < k; i++) {
            scale[i] = Math.sqrt(scale[i] / diffs.size());
            if (scale[i] == 0) {
                scale[i] = 1;
            }
        }
        double[] w = new double[k];
        for (int iteration = 0; iteration < 30; iteration++) {
            double[] gradient = new double[k];
            double[][] hessian = new double[k][k];
            for (int i = 0; i < k; i++) {
                gradient[i] = 2 * DifficultyFit.L2 * w[i];
                hessian[i][i] = 2 * DifficultyFit.L2;
                if (!used[i]) {
                    hessian[i][i] = 1; // held at 0
                }
            }
            for (int p = 0; p < diffs.size(); p++) {
                double[] d = diffs.get(p);
                double omega = weights.get(p);
                double s = 0;
                for (int i = 0; i < k; i++) {
                    s += used[i] ? w[i] * d[i] / scale[i] : 0;
                }
                double sig = 1 / (1 + Math.exp(s)); // σ(−s)
                double h = omega * sig * (1 - sig);
                for (int i = 0; i < k; i++) {
                    if (!used[i]) {
                        continue;
                    }
                    double di = d[i] / scale[i];
                    gradient[i] -= omega * sig * di;
                    for (int j = 0; j <= i; j++) {
                        if (!used[j]) {
                            continue;
                        }
                        hessian[i][j] += h * di * d[j] / scale[j];
                    }
                }
            }
            for (int i = 0; i < k; i++) {
                for (int j = i + 1; j < k; j++) {
                    hessian[i][j] = hessian[j][i];
                }
            }
            double[] step = solve(hessian, gradient);
            double size = 0;
            for (int i = 0; i < k; i++) {
                w[i] -= step[i];
                size += step[i] * step[i];
            }
            if (size < 1e-14) {
                break;
            }
        }
        for (int i = 0; i < k; i++) {
            w[i] /= scale[i];
        }
        return w;
    }

    /** The mean and the standard deviation of each feature over {@code levels}: {mean, sd} (sd 1 where it is 0). */
    static double[][] stats(List<DifficultyFit.Level> levels, Decomposition v) {
        int k = DifficultyFit.featureCount();
        double[] mean = new double[k];
        double[] sd = new double[k];
        for (DifficultyFit.Level l : levels) {
            double[] f = DifficultyFit.features(l, v);
            for (int i = 0; i < k; i++) {
                mean[i] += f[i] / levels.size();
            }
        }
        for (DifficultyFit.Level l : levels) {
            double[] f = DifficultyFit.features(l, v);
            for (int i = 0; i < k; i++) {
                sd[i] += (f[i] - mean[i]) * (f[i] - mean[i]) / levels.size();
            }
        }
        for (int i = 0; i < k; i++) {
            sd[i] = sd[i] == 0 ? 1 : Math.sqrt(sd[i]);
        }
        return new double[][] {mean, sd};
    }

    /** The stats of Boxoban's train splits together (-Dstandardise=collection standardises every Boxoban level by them). */
    static double[][] boxobanStats(List<DifficultyFit.Set> sets, Decomposition v) {
        List<DifficultyFit.Level> train = new ArrayList<>();
        for (DifficultyFit.Set s : sets) {
            if (s.kind().startsWith("train-")) {
                train.addAll(s.levels());
            }
        }
        return stats(train, v);
    }

    static double[] standardised(double[] f, double[][] stats) {
        double[] z = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            z[i] = (f[i] - stats[0][i]) / stats[1][i];
        }
        return z;
    }

    /**
     * The weights as a file holds them, for the raw log(1 + x): {@code w} itself when the fit
     * standardised globally; standardised per collection, {@code w} divided by the mean of the
     * standard deviations of the ordered collections but {@code leftOut}.
     */
    static double[] asFile(double[] w, List<DifficultyFit.Set> ordered, int leftOut, Decomposition v) {
        if (!DifficultyFit.PER_COLLECTION) {
            return w;
        }
        double[] sd = new double[w.length];
        int n = 0;
        for (int c = 0; c < ordered.size(); c++) {
            if (c != leftOut && !ordered.get(c).levels().isEmpty()) {
                double[][] st = stats(ordered.get(c).levels(), v);
                for (int i = 0; i < w.length; i++) {
                    sd[i] += st[1][i];
                }
                n++;
            }
        }
        double[] file = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            file[i] = w[i] / (sd[i] / n);
        }
        return file;
    }

    /**
     * How much a pair of levels {@code apart} places apart in their collection weighs
     * ({@code -Dpairs=}): {@code equal} (the default), or {@code distance} (as far apart as they
     * are: Spearman's ρ weighs far pairs more).
     */
    static double pairWeight(int apart) {
        return DifficultyFit.PAIRS.equals("distance") ? apart : 1;
    }

    static double[] minus(double[] a, double[] b) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            d[i] = a[i] - b[i];
        }
        return d;
    }

    /** Gaussian elimination with partial pivoting. */
    static double[] solve(double[][] a0, double[] b0) {
        int n = b0.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) {
            a[i] = Arrays.copyOf(a0[i], n + 1);
            a[i][n] = b0[i];
        }
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[p][c])) {
                    p = r;
                }
            }
            double[] t = a[c];
            a[c] = a[p];
            a[p] = t;
            for (int r = c + 1; r < n; r++) {
                double f = a[r][c] / a[c][c];
                for (int j = c; j <= n; j++) {
                    a[r][j] -= f * a[c][j];
                }
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = a[r][n];
            for (int j = r + 1; j < n; j++) {
                s -= a[r][j] * x[j];
            }
            x[r] = s / a[r][r];
        }
        return x;
    }
}
