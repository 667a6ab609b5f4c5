import type { Config } from 'tailwindcss';

/** Design tokens. Tailwind 4 reads this through `@config` in styles/globals.css. */
export default {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f3f6f4',
          100: '#e3ebe6',
          200: '#c6d7cc',
          500: '#3f7a5a',
          600: '#2f6447',
          700: '#24503a',
          900: '#13301f',
        },
        accent: { 500: '#c8743f', 600: '#a95e2f', 700: '#8f4e26' },
        ink: { DEFAULT: '#1c1f1d', muted: '#4d5550', subtle: '#6b736e' },
        surface: { DEFAULT: '#ffffff', muted: '#f7f6f3', line: '#e4e2dc' },
        danger: { 50: '#fdf0ef', 600: '#b42318' },
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      borderRadius: { card: '1rem' },
      maxWidth: { page: '80rem' },
    },
  },
} satisfies Config;
