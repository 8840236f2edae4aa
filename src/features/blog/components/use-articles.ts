import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { areArticlesLoaded, loadArticles, loadedArticles } from '../content/load-articles';
import type { BlogArticle } from '../content/types';

/**
 * The articles in the UI language. The routes load them before the first render; after a switch
 * of language the previous language's articles stay on screen until the new ones are there.
 */
export function useArticles(): BlogArticle[] | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const ready = areArticlesLoaded(language);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadArticles(language).then(
      () => active && rerender(),
      (error: unknown) => console.error(`Could not load the ${language} articles`, error),
    );
    return () => {
      active = false;
    };
  }, [language, ready]);
  return loadedArticles(language);
}
