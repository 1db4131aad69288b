FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY rules ./rules
COPY render ./render
COPY bot ./bot
RUN pip install --no-cache-dir .
CMD ["python", "-m", "bot"]
