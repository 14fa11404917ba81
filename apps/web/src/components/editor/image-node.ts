import { DecoratorNode, type DOMConversionMap, type DOMExportOutput, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';

type SerializedImage = Spread<{ src: string; alt: string; width: string }, SerializedLexicalNode>;

/**
 * A picture inside the text, as the stored HTML has it (<img src alt width>). The
 * editor draws the <img> itself, so no React renderer of decorators is needed.
 */
export class ImageNode extends DecoratorNode<null> {
  __src: string;
  __alt: string;
  __width: string;

  static override getType() {
    return 'image';
  }

  static override clone(node: ImageNode) {
    return new ImageNode(node.__src, node.__alt, node.__width, node.__key);
  }

  static override importJSON(json: SerializedImage) {
    return $createImageNode(json.src, json.alt, json.width);
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (dom) => {
          const img = dom as HTMLImageElement;
          return { node: $createImageNode(img.getAttribute('src') ?? '', img.alt, img.getAttribute('width') ?? img.style.width) };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt: string, width = '', key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__width = width;
  }

  override exportJSON(): SerializedImage {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt, width: this.__width };
  }

  override exportDOM(): DOMExportOutput {
    return { element: this.image() };
  }

  override createDOM() {
    const span = document.createElement('span');
    span.className = 'rich-editor-image';
    span.append(this.image());
    return span;
  }

  override updateDOM() {
    return false;
  }

  override isInline() {
    return true;
  }

  override decorate() {
    return null;
  }

  private image() {
    const img = document.createElement('img');
    img.src = this.__src;
    img.alt = this.__alt;
    if (this.__width) img.setAttribute('width', this.__width);
    return img;
  }
}

export const $createImageNode = (src: string, alt: string, width?: string) => new ImageNode(src, alt, width);

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode;
