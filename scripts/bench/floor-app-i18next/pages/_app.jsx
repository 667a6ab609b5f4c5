import { appWithTranslation } from 'next-i18next/pages';
import '../styles.css';

function App({ Component, pageProps }) {
  return <Component {...pageProps} />;
}

export default appWithTranslation(App);
