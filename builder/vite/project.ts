/** A path of the project (relative to its root, like "./app/"), as the Vite plugins name files. */
export const projectPath = (path: string) => new URL(path, new URL("../../", import.meta.url)).pathname;
