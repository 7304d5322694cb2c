import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.sokodb.difficulty.Decomposition;

/** The weights resource the difficulty fit writes (bench/difficulty/DifficultyFit.java). */
final class WeightsFile {
    private WeightsFile() {
    }

    /** The weights file: weights, the reference levels' mean of log(1+x) (the centre of "why"), the quantile table. */
    static void write(Path file, String version, Decomposition variant, double[] w, List<DifficultyFit.Set> ordered) throws IOException {
        List<double[]> reference = new ArrayList<>();
        for (DifficultyFit.Set s : ordered) {
            for (DifficultyFit.Level l : s.levels()) {
                reference.add(DifficultyFit.features(l, variant));
            }
        }
        double[] scores = reference.stream().mapToDouble(f -> {
            double d = 0;
            for (int i = 0; i < f.length; i++) {
                d += w[i] * f[i];
            }
            return d;
        }).sorted().toArray();
        StringBuilder sb = new StringBuilder();
        sb.append("# sokodb's difficulty estimator, version ").append(version).append(": D = Σ weight.q · log(1 + q).\n");
        sb.append("# Written by bench/difficulty.sh (bench/difficulty/DifficultyFit.java) from ").append(reference.size())
                .append(" rated levels of ").append(ordered.size()).append(" ordered collections\n");
        sb.append("# and Boxoban's train splits; centre.q is the mean of log(1 + q) over those levels, quantiles\n");
        sb.append("# the estimate at each percentile 0…100 of them. Decomposition variant: ").append(variant).append(".\n");
        sb.append("version=").append(version).append('\n');
        sb.append("decomposition=").append(variant).append('\n');
        sb.append("solutions=").append(DifficultyFit.REGROUP ? "kept-together" : "as-written").append('\n');
        for (int i = 0; i < DifficultyFit.FEATURES.size(); i++) {
            final int q = i;
            double centre = reference.stream().mapToDouble(f -> f[q]).average().orElse(0);
            sb.append(String.format(Locale.ROOT, "weight.%s=%.6f%ncentre.%s=%.6f%n", DifficultyFit.FEATURES.get(i).column(), w[i],
                    DifficultyFit.FEATURES.get(i).column(), centre));
        }
        sb.append("quantiles=");
        for (int p = 0; p <= 100; p++) {
            double pos = p / 100.0 * (scores.length - 1);
            int lo = (int) Math.floor(pos);
            int hi = Math.min(lo + 1, scores.length - 1);
            double x = scores[lo] + (scores[hi] - scores[lo]) * (pos - lo);
            sb.append(p == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.6f", x));
        }
        sb.append('\n');
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, sb.toString());
    }
}
