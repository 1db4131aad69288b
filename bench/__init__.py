"""Benchmarks and the offline demo: the real bot process against the simulated Discord.

python -m bench.e2e --games 50      load: concurrent games, latencies, lost moves, memory
python -m bench.demo --out DIR      one computer game, every image and a transcript
"""
