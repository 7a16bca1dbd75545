"""Answering a message: screen, retrieve, build the context, generate, check, cite and route (`handle`)."""
