package org.sokodb.difficulty;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * A fitted estimator as its resource keeps it ({@code weights-vN.properties}): the version, how
 * its quantities are measured, a weight and a centre (the reference levels' mean of
 * {@code log(1+x)}) per quantity, and the estimate at each percentile 0…100 of the reference
 * levels.
 */
record Weights(String version, Measurement measurement, Map<Quantity, Double> weight, Map<Quantity, Double> centre,
        double[] quantiles) {

    Weights {
        weight = Map.copyOf(weight);
        centre = Map.copyOf(centre);
        quantiles = quantiles.clone();
        if (quantiles.length != 101) {
            throw new IllegalArgumentException("a quantile table has 101 values, not " + quantiles.length);
        }
        for (int i = 1; i < quantiles.length; i++) {
            if (quantiles[i] < quantiles[i - 1]) {
                throw new IllegalArgumentException("quantiles out of order at " + i);
            }
        }
    }

    /** Reads the resource {@code name} beside this class. */
    static Weights resource(String name) {
        return find(name).orElseThrow(() -> new IllegalStateException("missing resource " + name));
    }

    /**
     * The newest version: {@code weights-v1.properties}, then each of {@code -v2}, {@code -v3}, …
     * beside this class up to the first that is missing, the last one found.
     */
    static Weights newest() {
        Weights newest = resource("weights-v1.properties");
        for (int v = 2; ; v++) {
            Optional<Weights> next = ofVersion("v" + v);
            if (next.isEmpty()) {
                return newest;
            }
            newest = next.get();
        }
    }

    /** The weights of {@code version} ({@code weights-VERSION.properties} beside this class); empty when there is none. */
    static Optional<Weights> ofVersion(String version) {
        if (!version.matches("v[0-9]+")) {
            return Optional.empty();
        }
        return find("weights-" + version + ".properties");
    }

    private static Optional<Weights> find(String name) {
        try (InputStream in = Weights.class.getResourceAsStream(name)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties p = new Properties();
            p.load(in);
            return Optional.of(of(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Weights of(Properties p) {
        Map<Quantity, Double> weight = new EnumMap<>(Quantity.class);
        Map<Quantity, Double> centre = new EnumMap<>(Quantity.class);
        for (Quantity q : Quantity.values()) {
            String w = p.getProperty("weight." + q.column());
            if (w != null) {
                weight.put(q, Double.parseDouble(w));
                centre.put(q, Double.parseDouble(p.getProperty("centre." + q.column(), "0")));
            }
        }
        double[] quantiles = Arrays.stream(p.getProperty("quantiles").split(","))
                .mapToDouble(s -> Double.parseDouble(s.trim())).toArray();
        return new Weights(p.getProperty("version"), Measurement.of(p), weight, centre, quantiles);
    }

    /** {@code D = Σ wᵢ·log(1+xᵢ)}. */
    double score(DifficultyQuantities q) {
        double d = 0;
        for (Map.Entry<Quantity, Double> e : weight.entrySet()) {
            d += e.getValue() * Math.log1p(q.value(e.getKey()));
        }
        return d;
    }

    /**
     * The percentile of {@code score} among the reference levels, 0 to 100: interpolated between
     * the table's steps, the middle of a run of equal steps (many levels share a value).
     */
    double percentile(double score) {
        if (score < quantiles[0]) {
            return 0;
        }
        if (score > quantiles[100]) {
            return 100;
        }
        int first = 0;
        while (quantiles[first] < score) {
            first++;
        }
        int last = first;
        while (last < 100 && quantiles[last + 1] <= score) {
            last++;
        }
        if (quantiles[first] == score) {
            return (first + last) / 2.0;
        }
        double span = quantiles[first] - quantiles[first - 1];
        return first - 1 + (score - quantiles[first - 1]) / span;
    }
}
