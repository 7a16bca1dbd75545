"""Benchmarks (`helpdesk bench ...`) and the door to the dev-only fakes and harnesses."""
