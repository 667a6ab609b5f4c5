const { i18n } = require('./next-i18next.config.js');

/** @type {import('next').NextConfig} */
module.exports = { i18n, reactStrictMode: true, poweredByHeader: false };
