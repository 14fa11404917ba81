import { useMemo } from 'react';
import Prism from 'prismjs';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-sql';
import 'prismjs/themes/prism.css';

/**
 * Code with its syntax coloured by Prism, which is loaded with this module:
 * the preview imports it lazily, so no other page downloads the highlighter.
 * Prism escapes the text it wraps in its tokens.
 */
export default function HighlightedCode({ code, language }: { code: string; language: string }) {
  const html = useMemo(() => {
    const grammar = Prism.languages[language];
    return grammar ? Prism.highlight(code, grammar, language) : Prism.util.encode(code).toString();
  }, [code, language]);
  return (
    <pre className={`language-${language} gen-code`}>
      <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
