"""The parts of bench/cli-fuzz.py (docs/fuzzing.md)."""
