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
 * {@code log(1+x)}) per quantity, a knot for some of them (a second slope past it, since v4), and
 * the estimate at each percentile 0…100 of the reference levels.
 */
record Weights(String version, Measurement measurement, Map<Quantity, Double> weight, Map<Quantity, Double> centre,
        Map<Quantity, Knot> knots, double[] quantiles) {

    /**
     * A second slope of a quantity: {@code weight · max(0, log(1+x) − at)} added to its own term,
     * so that past the knot each step of the quantity weighs more (never less: the weight is ≥ 0).
     */
    record Knot(double at, double weight) {
        Knot {
            if (!(weight >= 0)) {
                throw new IllegalArgumentException("a knot's weight is 0 or more, not " + weight);
            }
        }
    }

    Weights(String version, Measurement measurement, Map<Quantity, Double> weight, Map<Quantity, Double> centre,
            double[] quantiles) {
        this(version, measurement, weight, centre, Map.of(), quantiles);
    }

    Weights {
        weight = Map.copyOf(weight);
        centre = Map.copyOf(centre);
        knots = Map.copyOf(knots);
        if (!weight.keySet().containsAll(knots.keySet())) {
            throw new IllegalArgumentException("a knot of a quantity without a weight: " + knots.keySet());
        }
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
        Map<Quantity, Knot> knots = new EnumMap<>(Quantity.class);
        for (Quantity q : Quantity.values()) {
            String w = p.getProperty("weight." + q.column());
            if (w != null) {
                weight.put(q, Double.parseDouble(w));
                centre.put(q, Double.parseDouble(p.getProperty("centre." + q.column(), "0")));
            }
            String k = p.getProperty("knot." + q.column());
            if (k != null) {
                knots.put(q, new Knot(Double.parseDouble(k), Double.parseDouble(p.getProperty("weight-past-knot." + q.column()))));
            }
        }
        double[] quantiles = Arrays.stream(p.getProperty("quantiles").split(","))
                .mapToDouble(s -> Double.parseDouble(s.trim())).toArray();
        return new Weights(p.getProperty("version"), Measurement.of(p), weight, centre, knots, quantiles);
    }

    /** {@code D = Σ wᵢ·log(1+xᵢ)}, and {@code w′ · max(0, log(1+x) − knot)} for a quantity with a knot. */
    double score(DifficultyQuantities q) {
        double d = 0;
        for (Quantity k : weight.keySet()) {
            d += term(k, Math.log1p(q.value(k)));
        }
        return d;
    }

    /** What {@code value} of quantity {@code q} adds to D against the centre (a typical reference level): the effect "why" weighs. */
    double effect(Quantity q, double value) {
        return term(q, Math.log1p(value)) - term(q, centre.get(q));
    }

    private double term(Quantity q, double log) {
        Knot k = knots.get(q);
        return weight.get(q) * log + (k == null ? 0 : k.weight() * Math.max(0, log - k.at()));
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
