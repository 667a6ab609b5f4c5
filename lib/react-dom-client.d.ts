// lib/react-dom-client.js is react-dom/client with the same API.
export * from 'react-dom/client';
