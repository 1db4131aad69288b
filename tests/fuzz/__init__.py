"""Coverage-guided fuzzing with atheris (libFuzzer): `python -m tests.fuzz TARGET [options]`."""
