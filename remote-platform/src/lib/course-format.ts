export const levelLabel = (level: string): string => level.charAt(0).toUpperCase() + level.slice(1);

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
