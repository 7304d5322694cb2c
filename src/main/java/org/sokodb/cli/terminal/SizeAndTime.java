package org.sokodb.cli.terminal;

import java.time.Duration;
import java.util.Locale;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option values with units: a duration ({@code 10}, {@code 10s}, {@code 2m}) and a byte size ({@code 512m}, {@code 2g}). */
public final class SizeAndTime {
    private SizeAndTime() {
    }

    /** Seconds by default; {@code ms}, {@code s}, {@code m}, {@code h} suffixes; decimals allowed. */
    public static final class DurationConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            String v = value.trim().toLowerCase(Locale.ROOT);
            long unitMillis = 1000;
            if (v.endsWith("ms")) {
                unitMillis = 1;
                v = v.substring(0, v.length() - 2);
            } else if (v.endsWith("s")) {
                v = v.substring(0, v.length() - 1);
            } else if (v.endsWith("m")) {
                unitMillis = 60_000;
                v = v.substring(0, v.length() - 1);
            } else if (v.endsWith("h")) {
                unitMillis = 3_600_000;
                v = v.substring(0, v.length() - 1);
            }
            double amount = number(v, value, "a duration such as 10, 10s, 2m");
            long millis = Math.round(amount * unitMillis);
            if (millis <= 0) {
                throw new TypeConversionException("'" + value + "' is not a positive duration");
            }
            return Duration.ofMillis(millis);
        }
    }

    /** Bytes by default; {@code k}, {@code m}, {@code g} suffixes (powers of 1024), an optional trailing {@code b}. */
    public static final class ByteSizeConverter implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            String v = value.trim().toLowerCase(Locale.ROOT);
            if (v.endsWith("b")) {
                v = v.substring(0, v.length() - 1);
            }
            long unit = 1;
            if (v.endsWith("k")) {
                unit = 1L << 10;
            } else if (v.endsWith("m")) {
                unit = 1L << 20;
            } else if (v.endsWith("g")) {
                unit = 1L << 30;
            }
            if (unit > 1) {
                v = v.substring(0, v.length() - 1);
            }
            double amount = number(v, value, "a size such as 512m or 2g");
            long bytes = (long) (amount * unit);
            if (bytes <= 0 || amount * unit > Long.MAX_VALUE / 2) {
                throw new TypeConversionException("'" + value + "' is not a usable size");
            }
            return bytes;
        }
    }

    private static double number(String digits, String value, String expected) {
        try {
            double d = Double.parseDouble(digits);
            if (Double.isNaN(d) || Double.isInfinite(d) || digits.startsWith("+") || digits.contains("e")) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not " + expected);
        }
    }
}
