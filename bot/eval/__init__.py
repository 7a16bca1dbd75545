"""Measuring and tuning on case files: run and judge cases, summaries, retrieval recall, calibration, training."""
