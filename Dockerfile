# One image for every service of docker-compose.yml: each service runs another command
# (command API, query API, projection worker, or `npm start` all in one). The `web` target serves
# the built frontend and sends /api requests to the APIs.
FROM node:20-bookworm-slim AS app
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY contracts/package.json contracts/
COPY infra/package.json infra/
COPY scale-out/package.json scale-out/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY projections/package.json projections/
COPY frontend/package.json frontend/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["npx", "tsx", "scripts/start.ts"]

FROM nginx:1.27-alpine AS web
COPY --from=app /app/frontend/dist /usr/share/nginx/html
COPY infra/docker/web.nginx.conf /etc/nginx/conf.d/default.conf
