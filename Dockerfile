# tttbot's container image: serving dependencies only (no torch), run by a non-root user, with a
# HEALTHCHECK. Its install step is deploy/install.sh, the script CI runs too
# (tests/deploy/test_install.py); the image itself has not been built on the machines this
# project is developed on, which have no container engine (docs/deploy.md says what was run).
#
#   docker build -t tttbot .                   # the bot (target "serve", the default)
#   docker build -t tttbot-train --target train .   # + torch (CPU), for `tttbot retrain`
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS build
WORKDIR /src
COPY pyproject.toml constraints.txt README.md ./
COPY bot bot
COPY domain domain
COPY engine engine
COPY storage storage
COPY weights weights
COPY deploy/install.sh deploy/install.sh
RUN deploy/install.sh /opt/tttbot postgresql

# Training adds torch, the CPU build (PyPI's default build pulls gigabytes of CUDA libraries).
FROM build AS build-train
RUN PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu \
    deploy/install.sh /opt/tttbot postgresql,train

FROM ${PYTHON_IMAGE} AS serve
RUN useradd --system --uid 10001 --user-group --home-dir /var/lib/tttbot --create-home tttbot
# The venv lives at the same path as where it was built: its scripts name /opt/tttbot/bin/python.
COPY --from=build /opt/tttbot /opt/tttbot
# The weights cache is the bot's to write: promotions made elsewhere are written here.
COPY --from=build --chown=tttbot:tttbot /opt/tttbot/share/tttbot/weights /var/lib/tttbot/weights
ENV PATH=/opt/tttbot/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    TTT_WEIGHTS_DIR=/var/lib/tttbot/weights \
    TTT_HEALTH_PORT=8080
USER tttbot
WORKDIR /var/lib/tttbot
# tttbot health asks this container's own /healthz (TTT_HEALTH_PORT, on 127.0.0.1): gateway
# connected, database reachable, schema at the newest revision, agents loaded. A shard waits
# up to 5 s per IDENTIFY slot at start: the start period covers a fleet's queue.
HEALTHCHECK --interval=30s --timeout=15s --start-period=90s --retries=3 CMD ["tttbot", "health"]
STOPSIGNAL SIGTERM
CMD ["tttbot", "run"]

FROM serve AS train
COPY --from=build-train /opt/tttbot /opt/tttbot
HEALTHCHECK NONE
CMD ["tttbot", "retrain", "--nice", "10"]
