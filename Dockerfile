# Whistlestop's bot as an image (docker-compose.yml runs several of them on one PostgreSQL).
# The token and the settings come from the environment at start (.env), never from the image.
FROM python:3.11-slim
WORKDIR /app
COPY . .
RUN pip install --no-cache-dir .
CMD ["python", "-m", "bot"]
