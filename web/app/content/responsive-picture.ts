/** What the build knows about one piece of artwork: its size and the encoded files. */
export interface ResponsivePicture {
  width: number;
  height: number;
  /** `srcset` of the AVIF files ("url 480w, url 800w, …"). */
  avif: string;
  /** `srcset` of the WebP files. */
  webp: string;
  /** A mid-sized WebP for browsers that read neither srcset. */
  src: string;
}
