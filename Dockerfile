# The CriptoPulso server (app, demo, bundle and API on one port), as compose.yaml runs it. Every package is a
# devDependency (the build needs them and the server imports some at run time), so the image keeps them all.
FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
USER node
CMD ["node", "build/server/main.js"]
