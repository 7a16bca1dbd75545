"""Running the service: readiness, metrics, logs, thread limits and opening the stores."""
