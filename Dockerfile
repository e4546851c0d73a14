# Build stage: install, compile schema + backend, bundle the frontend.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: only what the server needs.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/schema/dist schema/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# the web app's persisted documents, read by the backend at startup (graphql/persisted-documents.ts)
COPY --from=build /app/frontend/src/gql/persisted-documents.json frontend/src/gql/
USER node
EXPOSE 4000
CMD ["node", "backend/dist/main.js"]
