// Serves the smaller copies of uploaded images that WordPress would have written on upload
// (`photo-300x200.jpg`), made from the original the first time they are asked for, so that every
// srcset the backend hands out points at a file.
import path from 'node:path';
import type { Request, Response, NextFunction } from 'express';
import sharp from 'sharp';
import type { MediaRecord } from './content-files';
import { imageSizes } from './image-sizes';

export function imageCopyRoute(media: () => MediaRecord[], mediaDir: string) {
  const made = new Map<string, Promise<Buffer>>();
  return (req: Request, res: Response, next: NextFunction) => {
    let name: string;
    try {
      name = decodeURIComponent(req.path.replace(/^\//, ''));
    } catch {
      // Not a name any upload could have: not found, as for any other unknown file.
      return next();
    }
    for (const m of media()) {
      const copy = imageSizes(m.file, m.width, m.height, m.mimeType).find((c) => c.file === name);
      if (!copy) continue;
      const key = `${m.file}:${copy.file}`;
      // Cropped copies (the thumbnail) fill their box; the others keep the picture's proportions.
      if (!made.has(key))
        made.set(
          key,
          sharp(path.join(mediaDir, m.file))
            .resize(copy.width, copy.height, { fit: copy.name === 'thumbnail' ? 'cover' : 'fill' })
            .toBuffer(),
        );
      made.get(key)!.then(
        (body) => res.type(m.mimeType).set('Cache-Control', 'public, max-age=86400').send(body),
        (error: Error) => next(error),
      );
      return;
    }
    next();
  };
}
