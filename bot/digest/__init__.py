"""The weekly gap digest and report: grouping, evaluation, calibration and the job that posts them."""
