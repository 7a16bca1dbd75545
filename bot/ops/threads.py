"""Thread limits for numerical libraries (numpy's bundled OpenBLAS), set once at start-up.

Per-question work (one embedding, a few small matrix products) runs single-threaded: with BLAS
worker threads on a machine whose cores are busy (other pods, the Chroma server, a re-ingest), each
product waits for threads that cannot run, and the per-question time grows tens of times
(issue 14: 7.8 ms quiet, 248 ms with two busy processes on two cores). Batch work (ingest
embedding) may use more threads: `Usem3Embedder` raises the limit for large batches only.

Every entry point calls `limit_numeric_threads` before its first numpy call: the `helpdesk` CLI
(serve, ask, eval, bench, ...) in `bot.cli.main`. The environment variables cover libraries loaded
later; threadpoolctl covers those already loaded.
"""

from __future__ import annotations

import os
import sys

THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "BLIS_NUM_THREADS",
                    "VECLIB_MAXIMUM_THREADS", "NUMEXPR_NUM_THREADS")


def limit_numeric_threads(threads: int = 1) -> None:
    """Limit BLAS/OpenMP thread pools to `threads` for this process."""
    for variable in THREAD_VARIABLES:
        os.environ[variable] = str(threads)
    if "numpy" in sys.modules:  # already loaded: its pool read the variables before we set them
        from threadpoolctl import threadpool_limits

        threadpool_limits(limits=threads)
