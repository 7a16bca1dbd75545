"""slack_sdk's built-in retry handlers, counting each retry in `helpdesk_api_retries_total`."""

from __future__ import annotations

from typing import Any

from slack_sdk.http_retry import ConnectionErrorRetryHandler, RateLimitErrorRetryHandler, RetryHandler

from bot.ops import metrics


class CountedRateLimitRetryHandler(RateLimitErrorRetryHandler):
    """429 with Retry-After, honoured as slack_sdk does; each retry counted."""

    def prepare_for_next_attempt(self, **kwargs: Any) -> None:
        metrics.api_retry("slack", "rate_limited")
        super().prepare_for_next_attempt(**kwargs)


class CountedConnectionErrorRetryHandler(ConnectionErrorRetryHandler):
    """Connection reset or refused; each retry counted."""

    def prepare_for_next_attempt(self, **kwargs: Any) -> None:
        metrics.api_retry("slack", "connection")
        super().prepare_for_next_attempt(**kwargs)


def retry_handlers(*, connection_retries: int = 3, rate_limit_retries: int = 5) -> list[RetryHandler]:
    return [
        CountedConnectionErrorRetryHandler(max_retry_count=connection_retries),
        CountedRateLimitRetryHandler(max_retry_count=rate_limit_retries),
    ]
