import type { LocaleNamespace } from '../types';

export const calendarTimeline: LocaleNamespace<'calendarTimeline'> = {
  title: 'Todas las unidades',
  subtitle: 'Cada unidad como una fila de noches: selecciona unidades y noches para cambiarlas a la vez.',
  loading: 'Cargando los calendarios de tus unidades',
  errorTitle: 'No se han podido cargar los calendarios',
  errorDescription: 'Comprueba tu conexión e inténtalo de nuevo.',
  emptyTitle: 'Aún no hay unidades',
  emptyDescription: 'Publica un alojamiento para ver aquí su calendario.',
  listProperty: 'Publicar un alojamiento',
};
