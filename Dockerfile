# The Azul Discord bot: `docker build -t azul-bot .`
#   docker run -e DISCORD_TOKEN=... -v azul-data:/data azul-bot
# Games live in the SQLite file on the /data volume; the container itself is disposable.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app
# Dependencies only change with pyproject.toml: install them in their own cached layer.
COPY pyproject.toml README.md ./
RUN mkdir rules render bot \
    && touch rules/__init__.py render/__init__.py bot/__init__.py \
    && pip install . \
    && pip uninstall --yes azul-discord \
    && rm -rf rules render bot
COPY rules ./rules
COPY render ./render
COPY bot ./bot
RUN pip install --no-deps .
# The hard player's search is compiled by numba (about 15 s): once here, at build, into a cache
# the bot's user may read and, should numba ever want to recompile, write.
ENV NUMBA_CACHE_DIR=/app/numba-cache
RUN cd / && python -m rules.ai.native

# An unprivileged user that owns nothing but the data directory (and the compiled search).
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin azul \
    && mkdir -p /data \
    && chown azul:azul /data \
    && chown -R azul:azul /app/numba-cache
VOLUME ["/data"]
ENV AZUL_DB_PATH=/data/azul.sqlite3
# The live table's web server, on every interface of the container (publish it behind your
# HTTPS proxy and set AZUL_PUBLIC_URL; see README "Live table").
ENV AZUL_WEB_LISTEN=0.0.0.0:8080
EXPOSE 8080
USER azul

# `docker stop` sends SIGTERM: the bot lets computer players finish their move, closes its
# gateway session and database, and exits 0 within a few seconds (well inside Docker's 10 s).
# Exit status 2: the configuration is wrong (no or rejected token); see bot/README.md.
CMD ["python", "-m", "bot"]
