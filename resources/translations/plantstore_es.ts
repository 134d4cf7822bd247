<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es">
  <context>
    <name>Accessible</name>
    <message>
      <source>Clear {field}</source>
      <comment>a clear button's name; {field} is the field's name</comment>
      <translation>Borrar {field}</translation>
    </message>
    <message>
      <source>the text</source>
      <comment>what a clear button clears</comment>
      <translation>el texto</translation>
    </message>
  </context>
  <context>
    <name>Batch</name>
    <message>
      <source>Spaces around the id were trimmed.</source>
      <translation>Se quitaron los espacios alrededor del id.</translation>
    </message>
    <message>
      <source>{file} is over {megabytes} MB; split it up.</source>
      <translation>{file} supera los {megabytes} MB; divídalo.</translation>
    </message>
    <message>
      <source>{file} looks like a workbook; save it as CSV first.</source>
      <translation>{file} parece un libro de Excel; guárdelo primero como CSV.</translation>
    </message>
    <message>
      <source>{file} is not a text file.</source>
      <translation>{file} no es un archivo de texto.</translation>
    </message>
    <message>
      <source>Cannot read {file}: {reason}.</source>
      <translation>No se puede leer {file}: {reason}.</translation>
    </message>
    <message>
      <source>The sheet is empty.</source>
      <translation>La hoja está vacía.</translation>
    </message>
    <message>
      <source>Line {line} cannot be read ({reason}). Check its quotes.</source>
      <translation>No se puede leer la línea {line} ({reason}). Revise sus comillas.</translation>
    </message>
    <message>
      <source>The sheet has a header row but no plants under it.</source>
      <translation>La hoja tiene una fila de encabezado, pero ninguna planta debajo.</translation>
    </message>
    <message>
      <source>This is not a text file.</source>
      <translation>Este no es un archivo de texto.</translation>
    </message>
    <message>
      <source>The row starting on line {line} runs past {most} characters; a row may hold at most {most}. Check its quotes: a quote left open takes in the lines after it.</source>
      <translation>La fila que empieza en la línea {line} pasa de {most} caracteres; una fila puede tener como máximo {most}. Revise sus comillas: unas comillas sin cerrar se llevan las líneas siguientes.</translation>
    </message>
    <message>
      <source>Line {line} is longer than {most} characters; a row may hold at most {most}.</source>
      <translation>La línea {line} tiene más de {most} caracteres; una fila puede tener como máximo {most}.</translation>
    </message>
    <message>
      <source>Line {line} has more than {most} columns; a sheet may have at most {most}.</source>
      <translation>La línea {line} tiene más de {most} columnas; una hoja puede tener como máximo {most}.</translation>
    </message>
    <message>
      <source>A cell in the row on line {line} holds more than {most} characters; a cell may hold at most {most}.</source>
      <translation>Una celda de la fila de la línea {line} tiene más de {most} caracteres; una celda puede tener como máximo {most}.</translation>
    </message>
    <message>
      <source>The sheet has more than {most} rows; split it into sheets of at most {most}.</source>
      <translation>La hoja tiene más de {most} filas; divídala en hojas de como máximo {most} filas.</translation>
    </message>
    <message>
      <source>Column {number}</source>
      <comment>a sheet's column without a header</comment>
      <translation>Columna {number}</translation>
    </message>
    <message>
      <source>Choose a different column for each of id, name and tag.</source>
      <translation>Elija una columna distinta para el id, el nombre y la etiqueta.</translation>
    </message>
    <message>
      <source>Id {id} is also on line {line}.</source>
      <translation>El id {id} también está en la línea {line}.</translation>
    </message>
  </context>
  <context>
    <name>BatchLauncher</name>
    <message>
      <source>&amp;Stop and quit</source>
      <translation>&amp;Detener y salir</translation>
    </message>
    <message>
      <source>Plants from this spreadsheet are still being sent; no new row starts while you decide. Stop after the rows on their way and close this window? The rows left are not sent: to send them later, open the spreadsheet again (the plants already created are left out).</source>
      <translation>Todavía se están enviando plantas de esta hoja de cálculo; mientras decide, no empieza ninguna fila nueva. ¿Detener tras las filas que van de camino y cerrar esta ventana? Las filas restantes no se envían: para enviarlas más tarde, abra de nuevo la hoja de cálculo (las plantas ya creadas se omiten).</translation>
    </message>
    <message>
      <source>Plants from a spreadsheet are still being sent; no new row starts while you decide. Stop after the rows on their way and quit?</source>
      <translation>Todavía se están enviando plantas de una hoja de cálculo; mientras decide, no empieza ninguna fila nueva. ¿Detener tras las filas que van de camino y salir?</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row not sent yet waits in the outbox and goes out when the app starts again.</source>
      <translation>
        <numerusform>%Ln fila aún no enviada espera en la bandeja de salida y sale cuando la aplicación vuelva a iniciarse.</numerusform>
        <numerusform>%Ln filas aún no enviadas esperan en la bandeja de salida y salen cuando la aplicación vuelva a iniciarse.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows not sent yet wait in the outbox and go out when the app starts again.</source>
      <translation>
        <numerusform>%Ln fila aún no enviada espera en la bandeja de salida y sale cuando la aplicación vuelva a iniciarse.</numerusform>
        <numerusform>%Ln filas aún no enviadas esperan en la bandeja de salida y salen cuando la aplicación vuelva a iniciarse.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row the batch has not reached yet is not sent: to send it, open the spreadsheet again (the plants already created are left out).</source>
      <translation>
        <numerusform>%Ln fila a la que el lote aún no ha llegado no se envía: para enviarla, abra de nuevo la hoja de cálculo (las plantas ya creadas se omiten).</numerusform>
        <numerusform>%Ln filas a las que el lote aún no ha llegado no se envían: para enviarlas, abra de nuevo la hoja de cálculo (las plantas ya creadas se omiten).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows the batch has not reached yet are not sent: to send them, open the spreadsheet again (the plants already created are left out).</source>
      <translation>
        <numerusform>%Ln fila a la que el lote aún no ha llegado no se envía: para enviarla, abra de nuevo la hoja de cálculo (las plantas ya creadas se omiten).</numerusform>
        <numerusform>%Ln filas a las que el lote aún no ha llegado no se envían: para enviarlas, abra de nuevo la hoja de cálculo (las plantas ya creadas se omiten).</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Stop and close</source>
      <translation>&amp;Detener y cerrar</translation>
    </message>
    <message>
      <source>A batch is still sending</source>
      <translation>Todavía se está enviando un lote</translation>
    </message>
    <message>
      <source>&amp;Keep sending</source>
      <translation>&amp;Seguir enviando</translation>
    </message>
    <message>
      <source>Open a spreadsheet</source>
      <translation>Abrir una hoja de cálculo</translation>
    </message>
    <message>
      <source>Spreadsheets (*.csv *.tsv *.txt);;All files (*)</source>
      <comment>file dialog filters</comment>
      <translation>Hojas de cálculo (*.csv *.tsv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>The clipboard holds no rows: copy them from a spreadsheet first.</source>
      <translation>El portapapeles no contiene filas: cópielas primero de una hoja de cálculo.</translation>
    </message>
    <message>
      <source>Pasted rows</source>
      <translation>Filas pegadas</translation>
    </message>
    <message>
      <source>The rows could not be read: {error}</source>
      <translation>No se pudieron leer las filas: {error}</translation>
    </message>
    <message>
      <source>{source} → {server}</source>
      <comment>rows from a file or a paste, to a server</comment>
      <translation>{source} → {server}</translation>
    </message>
    <message>
      <source>{source} → no server</source>
      <comment>rows from a file or a paste, no server</comment>
      <translation>{source} → sin servidor</translation>
    </message>
  </context>
  <context>
    <name>BatchRunner</name>
    <message>
      <source>The batch was stopped before every row was sent.</source>
      <translation>El lote se detuvo antes de enviar todas las filas.</translation>
    </message>
    <message>
      <source>The history could not be kept, so no more rows are sent: {problem}</source>
      <translation>No se pudo llevar el historial, así que no se envían más filas: {problem}</translation>
    </message>
    <message>
      <source>The connection settings cannot be used: {reason}</source>
      <translation>No se pueden usar los ajustes de conexión: {reason}</translation>
    </message>
    <message>
      <source>The batch stopped on an internal error: {error}</source>
      <translation>El lote se detuvo por un error interno: {error}</translation>
    </message>
  </context>
  <context>
    <name>BatchTable</name>
    <message>
      <source>Line</source>
      <comment>a sheet's line number</comment>
      <translation>Línea</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>a plant's id</comment>
      <translation>Id</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>a plant's name</comment>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>a plant's tag</comment>
      <translation>Etiqueta</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>what came of a row</comment>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Not sent: you cancelled the batch.</source>
      <translation>No enviada: usted canceló el lote.</translation>
    </message>
    <message>
      <source>Not sent yet: waiting in the outbox.</source>
      <translation>Aún no enviada: espera en la bandeja de salida.</translation>
    </message>
    <message>
      <source>Not sent: the batch stopped first.</source>
      <translation>No enviada: el lote se detuvo antes.</translation>
    </message>
    <message>
      <source>Not sent: this plant may already have reached the server; check it in the history first.</source>
      <translation>No enviada: puede que esta planta ya haya llegado al servidor; compruébela primero en el historial.</translation>
    </message>
    <message>
      <source>Not sent: this server created this plant already.</source>
      <translation>No enviada: este servidor ya creó esta planta.</translation>
    </message>
    <message>
      <source>Sent by another part of the app; see the history.</source>
      <translation>Enviada desde otra parte de la aplicación; consulte el historial.</translation>
    </message>
    <message>
      <source>Waiting in the outbox · {summary}</source>
      <translation>Esperando en la bandeja de salida · {summary}</translation>
    </message>
    <message>
      <source>Needs checking · {summary}</source>
      <translation>Requiere comprobación · {summary}</translation>
    </message>
    <message>
      <source>Ready</source>
      <comment>a row not sent yet</comment>
      <translation>Lista</translation>
    </message>
    <message>
      <source>Already created on this server at {time}.</source>
      <translation>Ya creada en este servidor a las {time}.</translation>
    </message>
    <message>
      <source>Already created on this server on {date} at {time}.</source>
      <translation>Ya creada en este servidor el {date} a las {time}.</translation>
    </message>
  </context>
  <context>
    <name>BatchWindow</name>
    <message>
      <source>Send many plants</source>
      <translation>Enviar muchas plantas</translation>
    </message>
    <message>
      <source>&amp;Id column:</source>
      <translation>Columna de &amp;id:</translation>
    </message>
    <message>
      <source>Id column</source>
      <translation>Columna de id</translation>
    </message>
    <message>
      <source>&amp;Name column:</source>
      <translation>Columna de &amp;nombre:</translation>
    </message>
    <message>
      <source>Name column</source>
      <translation>Columna de nombre</translation>
    </message>
    <message>
      <source>&amp;Tag column:</source>
      <translation>Columna de eti&amp;queta:</translation>
    </message>
    <message>
      <source>Tag column</source>
      <translation>Columna de etiqueta</translation>
    </message>
    <message>
      <source>Batch summary</source>
      <translation>Resumen del lote</translation>
    </message>
    <message>
      <source>List only the rows with problems and the rows that were sent but not created.</source>
      <translation>Mostrar solo las filas con problemas y las filas enviadas pero no creadas.</translation>
    </message>
    <message>
      <source>Show only problems</source>
      <translation>Mostrar solo problemas</translation>
    </message>
    <message>
      <source>Rows</source>
      <comment>the table of a sheet's rows</comment>
      <translation>Filas</translation>
    </message>
    <message>
      <source>Batch progress</source>
      <translation>Progreso del lote</translation>
    </message>
    <message>
      <source>&amp;Send</source>
      <comment>button</comment>
      <translation>&amp;Enviar</translation>
    </message>
    <message numerus="yes">
      <source>Checking %Ln row…</source>
      <translation>
        <numerusform>Comprobando %Ln fila…</numerusform>
        <numerusform>Comprobando %Ln filas…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Checking %Ln rows…</source>
      <translation>
        <numerusform>Comprobando %Ln fila…</numerusform>
        <numerusform>Comprobando %Ln filas…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln row to {server}…</source>
      <translation>
        <numerusform>Enviando %Ln fila a {server}…</numerusform>
        <numerusform>Enviando %Ln filas a {server}…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln rows to {server}…</source>
      <translation>
        <numerusform>Enviando %Ln fila a {server}…</numerusform>
        <numerusform>Enviando %Ln filas a {server}…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Send %Ln row</source>
      <translation>
        <numerusform>&amp;Enviar %Ln fila</numerusform>
        <numerusform>&amp;Enviar %Ln filas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Send %Ln rows</source>
      <translation>
        <numerusform>&amp;Enviar %Ln fila</numerusform>
        <numerusform>&amp;Enviar %Ln filas</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <comment>button that pauses sending</comment>
      <translation>&amp;Pausar</translation>
    </message>
    <message>
      <source>C&amp;ancel</source>
      <comment>button that cancels the batch</comment>
      <translation>C&amp;ancelar</translation>
    </message>
    <message>
      <source>Send the rest a&amp;gain</source>
      <translation>Enviar el &amp;resto de nuevo</translation>
    </message>
    <message>
      <source>Send the rows that never reached the server. Rows that may have reached it are listed and sent only if you confirm.</source>
      <translation>Envía las filas que nunca llegaron al servidor. Las filas que pueden haber llegado se muestran y solo se envían si usted lo confirma.</translation>
    </message>
    <message>
      <source>&amp;Export results…</source>
      <translation>E&amp;xportar resultados…</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <comment>button that closes the window</comment>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <source>(none)</source>
      <comment>no tag column</comment>
      <translation>(ninguna)</translation>
    </message>
    <message>
      <source>Choose which column holds the id and which the name.</source>
      <translation>Elija qué columna contiene el id y cuál el nombre.</translation>
    </message>
    <message>
      <source>This plant was already created by this batch.</source>
      <translation>Esta planta ya se creó en este lote.</translation>
    </message>
    <message>
      <source>It was not already created by this batch.</source>
      <translation>Todavía no se había creado en este lote.</translation>
    </message>
    <message numerus="yes">
      <source>{created} of these %Ln plants was already created by this batch.</source>
      <translation>
        <numerusform>{created} de esta %Ln planta ya se creó en este lote.</numerusform>
        <numerusform>{created} de estas %Ln plantas ya se creó en este lote.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{created} of these %Ln plants were already created by this batch.</source>
      <translation>
        <numerusform>{created} de esta %Ln planta ya se crearon en este lote.</numerusform>
        <numerusform>{created} de estas %Ln plantas ya se crearon en este lote.</numerusform>
      </translation>
    </message>
    <message>
      <source>Sending every row again sends the created ones a second time: the server may create them twice or refuse them as duplicates. To send only the rows that never reached the server, use Send the rest again.</source>
      <comment>“Send the rest again” is the name of a button</comment>
      <translation>Si vuelve a enviar todas las filas, las ya creadas se envían por segunda vez: el servidor puede crearlas dos veces o rechazarlas como duplicadas. Para enviar solo las filas que nunca llegaron al servidor, use Enviar el resto de nuevo.</translation>
    </message>
    <message>
      <source>Send every row again?</source>
      <translation>¿Volver a enviar todas las filas?</translation>
    </message>
    <message>
      <source>&amp;Send all again</source>
      <translation>&amp;Enviar todas de nuevo</translation>
    </message>
    <message numerus="yes">
      <source>{ids} and %Ln more</source>
      <comment>a list of plant ids, then how many more</comment>
      <translation>
        <numerusform>{ids} y %Ln más</numerusform>
        <numerusform>{ids} y %Ln más</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows may already have reached the server: their request left and no complete answer came back (ids {ids}). Sending them again may create them twice. Send them too?</source>
      <translation>
        <numerusform>Puede que %Ln fila ya haya llegado al servidor: su solicitud salió y no llegó una respuesta completa (ids {ids}). Si la envía de nuevo, puede crearse dos veces. ¿Enviarla también?</numerusform>
        <numerusform>Puede que %Ln filas ya hayan llegado al servidor: sus solicitudes salieron y no llegó una respuesta completa (ids {ids}). Si las envía de nuevo, pueden crearse dos veces. ¿Enviarlas también?</numerusform>
      </translation>
    </message>
    <message>
      <source>The history is off, so the app keeps no record of this batch. If the app stops while sending, it cannot tell which rows reached the server. Send anyway?</source>
      <translation>El historial está desactivado, así que la aplicación no guarda constancia de este lote. Si la aplicación se detiene durante el envío, no podrá saber qué filas llegaron al servidor. ¿Enviar de todos modos?</translation>
    </message>
    <message>
      <source>The rows could not be checked: {error}</source>
      <translation>No se pudieron comprobar las filas: {error}</translation>
    </message>
    <message>
      <source>Nothing was sent.</source>
      <translation>No se envió nada.</translation>
    </message>
    <message>
      <source>Nothing was sent: the rows left may already have reached the server, and you chose not to send them again.</source>
      <translation>No se envió nada: puede que las filas restantes ya hayan llegado al servidor y usted decidió no volver a enviarlas.</translation>
    </message>
    <message>
      <source>No row is left to send: the server answered every row.</source>
      <translation>No queda ninguna fila por enviar: el servidor respondió a todas.</translation>
    </message>
    <message>
      <source>1 row may already have reached the server: its request left and no complete answer came back (id {id}). Sending it again may create it twice. Send it too?</source>
      <translation>Puede que 1 fila ya haya llegado al servidor: su solicitud salió y no llegó una respuesta completa (id {id}). Si la envía de nuevo, puede crearse dos veces. ¿Enviarla también?</translation>
    </message>
    <message>
      <source>Send &amp;it too</source>
      <translation>&amp;Enviarla también</translation>
    </message>
    <message>
      <source>Send &amp;them too</source>
      <translation>&amp;Enviarlas también</translation>
    </message>
    <message numerus="yes">
      <source>%Ln other row never reached the server.</source>
      <translation>
        <numerusform>%Ln fila más no llegó nunca al servidor.</numerusform>
        <numerusform>Otras %Ln filas no llegaron nunca al servidor.</numerusform>
      </translation>
    </message>
    <message>
      <source>Send only the &amp;other row</source>
      <translation>Enviar &amp;solo la otra fila</translation>
    </message>
    <message numerus="yes">
      <source>%Ln other rows never reached the server.</source>
      <translation>
        <numerusform>%Ln fila más no llegó nunca al servidor.</numerusform>
        <numerusform>Otras %Ln filas no llegaron nunca al servidor.</numerusform>
      </translation>
    </message>
    <message>
      <source>Send only the &amp;others</source>
      <translation>Enviar &amp;solo las demás</translation>
    </message>
    <message>
      <source>Send rows that may have arrived?</source>
      <translation>¿Enviar filas que pueden haber llegado?</translation>
    </message>
    <message>
      <source>Preparing the rows to send…</source>
      <translation>Preparando las filas para enviar…</translation>
    </message>
    <message>
      <source>Send without a history?</source>
      <translation>¿Enviar sin historial?</translation>
    </message>
    <message>
      <source>Send &amp;without a history</source>
      <translation>Enviar &amp;sin historial</translation>
    </message>
    <message>
      <source>, </source>
      <comment>between the parts of a list of results</comment>
      <translation>, </translation>
    </message>
    <message>
      <source>Stopped. {reason} So far: {results}.</source>
      <translation>Detenido. {reason} Hasta ahora: {results}.</translation>
    </message>
    <message>
      <source>Stopped. {reason} So far: nothing was sent.</source>
      <translation>Detenido. {reason} Hasta ahora no se envió nada.</translation>
    </message>
    <message>
      <source>Done: {results}.</source>
      <translation>Terminado: {results}.</translation>
    </message>
    <message>
      <source>Done: nothing was sent.</source>
      <translation>Terminado: no se envió nada.</translation>
    </message>
    <message numerus="yes">
      <source>Stopped. {reason} So far in this run: {results}; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Detenido. {reason} Hasta ahora en este envío: {results}; con las filas enviadas antes, hay {created} de %Ln planta creadas.</numerusform>
        <numerusform>Detenido. {reason} Hasta ahora en este envío: {results}; con las filas enviadas antes, hay {created} de %Ln plantas creadas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Stopped. {reason} Nothing was sent in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Detenido. {reason} En este envío no se envió nada; con las filas enviadas antes, hay {created} de %Ln planta creadas.</numerusform>
        <numerusform>Detenido. {reason} En este envío no se envió nada; con las filas enviadas antes, hay {created} de %Ln plantas creadas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: {results} in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Terminado: {results} en este envío; con las filas enviadas antes, hay {created} de %Ln planta creadas.</numerusform>
        <numerusform>Terminado: {results} en este envío; con las filas enviadas antes, hay {created} de %Ln plantas creadas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: nothing was sent in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Terminado: en este envío no se envió nada; con las filas enviadas antes, hay {created} de %Ln planta creadas.</numerusform>
        <numerusform>Terminado: en este envío no se envió nada; con las filas enviadas antes, hay {created} de %Ln plantas creadas.</numerusform>
      </translation>
    </message>
    <message>
      <source>{finished} of {total} done</source>
      <comment>rows with a result</comment>
      <translation>{finished} de {total} hechas</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row: {ready} ready to send.</source>
      <translation>
        <numerusform>%Ln fila: {ready} lista para enviar.</numerusform>
        <numerusform>%Ln filas: {ready} listas para enviar.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send.</source>
      <translation>
        <numerusform>%Ln fila: {ready} lista para enviar.</numerusform>
        <numerusform>%Ln filas: {ready} listas para enviar.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row: {ready} ready to send, 1 with problems (it is not sent).</source>
      <translation>
        <numerusform>%Ln fila: {ready} listas para enviar, 1 con problemas (no se envía).</numerusform>
        <numerusform>%Ln filas: {ready} listas para enviar, 1 con problemas (no se envía).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send, 1 with problems (it is not sent).</source>
      <translation>
        <numerusform>%Ln fila: {ready} listas para enviar, 1 con problemas (no se envía).</numerusform>
        <numerusform>%Ln filas: {ready} listas para enviar, 1 con problemas (no se envía).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send, {problems} with problems (they are not sent).</source>
      <translation>
        <numerusform>%Ln fila: {ready} listas para enviar, {problems} con problemas (no se envían).</numerusform>
        <numerusform>%Ln filas: {ready} listas para enviar, {problems} con problemas (no se envían).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %Ln row, spaces around the id were trimmed.</source>
      <translation>
        <numerusform>En %Ln fila se quitaron los espacios alrededor del id.</numerusform>
        <numerusform>En %Ln filas se quitaron los espacios alrededor del id.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %Ln rows, spaces around the id were trimmed.</source>
      <translation>
        <numerusform>En %Ln fila se quitaron los espacios alrededor del id.</numerusform>
        <numerusform>En %Ln filas se quitaron los espacios alrededor del id.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row with problems was not sent.</source>
      <translation>
        <numerusform>%Ln fila con problemas no se envió.</numerusform>
        <numerusform>%Ln filas con problemas no se enviaron.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows with problems were not sent.</source>
      <translation>
        <numerusform>%Ln fila con problemas no se envió.</numerusform>
        <numerusform>%Ln filas con problemas no se enviaron.</numerusform>
      </translation>
    </message>
    <message>
      <source>{count} created</source>
      <comment>plants</comment>
      <translation>{count} creadas</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row a second</source>
      <translation>
        <numerusform>%Ln fila por segundo</numerusform>
        <numerusform>%Ln filas por segundo</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows a second</source>
      <translation>
        <numerusform>%Ln fila por segundo</numerusform>
        <numerusform>%Ln filas por segundo</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The rows not sent wait in the outbox, except %Ln row the batch had not reached: it is not sent.</source>
      <translation>
        <numerusform>Las filas no enviadas esperan en la bandeja de salida, salvo %Ln fila a la que el lote no había llegado: no se envía.</numerusform>
        <numerusform>Las filas no enviadas esperan en la bandeja de salida, salvo %Ln filas a las que el lote no había llegado: no se envían.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The rows not sent wait in the outbox, except %Ln rows the batch had not reached: they are not sent.</source>
      <translation>
        <numerusform>Las filas no enviadas esperan en la bandeja de salida, salvo %Ln fila a la que el lote no había llegado: no se envía.</numerusform>
        <numerusform>Las filas no enviadas esperan en la bandeja de salida, salvo %Ln filas a las que el lote no había llegado: no se envían.</numerusform>
      </translation>
    </message>
    <message>
      <source>Stopping: no new row is sent, and this window closes once the rows on their way have their answer.</source>
      <translation>Deteniendo: no se envía ninguna fila nueva, y esta ventana se cierra cuando las filas que van de camino tengan su respuesta.</translation>
    </message>
    <message>
      <source>Cancelling: no new row is sent; the rows on their way get their answer first.</source>
      <translation>Cancelando: no se envía ninguna fila nueva; las filas que van de camino reciben antes su respuesta.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant created</source>
      <translation>
        <numerusform>%Ln planta creada</numerusform>
        <numerusform>%Ln plantas creadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants created</source>
      <translation>
        <numerusform>%Ln planta creada</numerusform>
        <numerusform>%Ln plantas creadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant rejected</source>
      <translation>
        <numerusform>%Ln planta rechazada</numerusform>
        <numerusform>%Ln plantas rechazadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants rejected</source>
      <translation>
        <numerusform>%Ln planta rechazada</numerusform>
        <numerusform>%Ln plantas rechazadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant refused</source>
      <translation>
        <numerusform>%Ln planta denegada</numerusform>
        <numerusform>%Ln plantas denegadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants refused</source>
      <translation>
        <numerusform>%Ln planta denegada</numerusform>
        <numerusform>%Ln plantas denegadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant answered outside the spec</source>
      <translation>
        <numerusform>%Ln planta respondida fuera de la especificación</numerusform>
        <numerusform>%Ln plantas respondidas fuera de la especificación</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants answered outside the spec</source>
      <translation>
        <numerusform>%Ln planta respondida fuera de la especificación</numerusform>
        <numerusform>%Ln plantas respondidas fuera de la especificación</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant waiting in the outbox</source>
      <translation>
        <numerusform>%Ln planta esperando en la bandeja de salida</numerusform>
        <numerusform>%Ln plantas esperando en la bandeja de salida</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants waiting in the outbox</source>
      <translation>
        <numerusform>%Ln planta esperando en la bandeja de salida</numerusform>
        <numerusform>%Ln plantas esperando en la bandeja de salida</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant to check on the server</source>
      <translation>
        <numerusform>%Ln planta por comprobar en el servidor</numerusform>
        <numerusform>%Ln plantas por comprobar en el servidor</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants to check on the server</source>
      <translation>
        <numerusform>%Ln planta por comprobar en el servidor</numerusform>
        <numerusform>%Ln plantas por comprobar en el servidor</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant cancelled</source>
      <translation>
        <numerusform>%Ln planta cancelada</numerusform>
        <numerusform>%Ln plantas canceladas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants cancelled</source>
      <translation>
        <numerusform>%Ln planta cancelada</numerusform>
        <numerusform>%Ln plantas canceladas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant not sent</source>
      <translation>
        <numerusform>%Ln planta no enviada</numerusform>
        <numerusform>%Ln plantas no enviadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants not sent</source>
      <translation>
        <numerusform>%Ln planta no enviada</numerusform>
        <numerusform>%Ln plantas no enviadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant created before</source>
      <translation>
        <numerusform>%Ln planta creada anteriormente</numerusform>
        <numerusform>%Ln plantas creadas anteriormente</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants created before</source>
      <translation>
        <numerusform>%Ln planta creada anteriormente</numerusform>
        <numerusform>%Ln plantas creadas anteriormente</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant sent by another part of the app</source>
      <translation>
        <numerusform>%Ln planta enviada desde otra parte de la aplicación</numerusform>
        <numerusform>%Ln plantas enviadas desde otra parte de la aplicación</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants sent by another part of the app</source>
      <translation>
        <numerusform>%Ln planta enviada desde otra parte de la aplicación</numerusform>
        <numerusform>%Ln plantas enviadas desde otra parte de la aplicación</numerusform>
      </translation>
    </message>
    <message>
      <source>{count} rejected</source>
      <comment>plants</comment>
      <translation>{count} rechazadas</translation>
    </message>
    <message>
      <source>{count} refused</source>
      <comment>plants</comment>
      <translation>{count} denegadas</translation>
    </message>
    <message>
      <source>{count} answered outside the spec</source>
      <comment>plants</comment>
      <translation>{count} respondidas fuera de la especificación</translation>
    </message>
    <message>
      <source>{count} waiting in the outbox</source>
      <comment>plants</comment>
      <translation>{count} esperando en la bandeja de salida</translation>
    </message>
    <message>
      <source>{count} to check on the server</source>
      <comment>plants</comment>
      <translation>{count} por comprobar en el servidor</translation>
    </message>
    <message>
      <source>{count} cancelled</source>
      <comment>plants</comment>
      <translation>{count} canceladas</translation>
    </message>
    <message>
      <source>{count} not sent</source>
      <comment>plants</comment>
      <translation>{count} no enviadas</translation>
    </message>
    <message>
      <source>{count} created before</source>
      <comment>plants</comment>
      <translation>{count} creadas anteriormente</translation>
    </message>
    <message>
      <source>{count} sent by another part of the app</source>
      <comment>plants</comment>
      <translation>{count} enviadas desde otra parte de la aplicación</translation>
    </message>
    <message>
      <source>Nothing sent yet.</source>
      <translation>Aún no se ha enviado nada.</translation>
    </message>
    <message>
      <source>{minutes}:{seconds} left</source>
      <comment>time left, minutes:seconds</comment>
      <translation>quedan {minutes}:{seconds}</translation>
    </message>
    <message>
      <source>paused</source>
      <comment>the batch's state</comment>
      <translation>en pausa</translation>
    </message>
    <message>
      <source>The rows not sent wait in the outbox.</source>
      <translation>Las filas no enviadas esperan en la bandeja de salida.</translation>
    </message>
    <message>
      <source>Show &amp;only problems ({count})</source>
      <translation>Mostrar s&amp;olo problemas ({count})</translation>
    </message>
    <message>
      <source>&amp;Send all {count} again…</source>
      <translation>&amp;Enviar las {count} de nuevo…</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <comment>button that resumes sending</comment>
      <translation>Reanu&amp;dar</translation>
    </message>
    <message>
      <source>Choose a server with a token in the main window first.</source>
      <translation>Primero elija en la ventana principal un servidor con token.</translation>
    </message>
    <message>
      <source>Export results</source>
      <translation>Exportar resultados</translation>
    </message>
    <message>
      <source>CSV (*.csv)</source>
      <comment>file dialog filter</comment>
      <translation>CSV (*.csv)</translation>
    </message>
    <message>
      <source>The results could not be exported: {error}</source>
      <translation>No se pudieron exportar los resultados: {error}</translation>
    </message>
    <message>
      <source>Exported the results to {file}.</source>
      <translation>Resultados exportados a {file}.</translation>
    </message>
    <message>
      <source>Print &amp;labels…</source>
      <translation>Imprimir e&amp;tiquetas…</translation>
    </message>
    <message numerus="yes">
      <source>Lea&amp;ve out the %Ln plant already created on this server</source>
      <translation>
        <numerusform>Dejar &amp;fuera la %Ln planta ya creada en este servidor</numerusform>
        <numerusform>Dejar &amp;fuera las %Ln plantas ya creadas en este servidor</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Lea&amp;ve out the %Ln plants already created on this server</source>
      <translation>
        <numerusform>Dejar &amp;fuera la %Ln planta ya creada en este servidor</numerusform>
        <numerusform>Dejar &amp;fuera las %Ln plantas ya creadas en este servidor</numerusform>
      </translation>
    </message>
    <message>
      <source>Rows whose plant this app already created on this server are not sent. Turn this off to send them anyway: the server then decides.</source>
      <translation>Las filas cuya planta esta aplicación ya creó en este servidor no se envían. Desactive esta opción para enviarlas de todos modos: entonces decide el servidor.</translation>
    </message>
    <message>
      <source>Export as &amp;HAR</source>
      <translation>Exportar como &amp;HAR</translation>
    </message>
    <message>
      <source>Export as HAR…</source>
      <translation>Exportar como HAR…</translation>
    </message>
    <message>
      <source>Export as HAR with the token…</source>
      <translation>Exportar como HAR con el token…</translation>
    </message>
  </context>
  <context>
    <name>CheckedField</name>
    <message>
      <source>⚠ {problem}</source>
      <translation>⚠ {problem}</translation>
    </message>
  </context>
  <context>
    <name>Client</name>
    <message>
      <source>The token would travel unencrypted to {host}. Use https://, or allow plain HTTP for this server explicitly.</source>
      <translation>El token viajaría sin cifrar a {host}. Use https:// o permita explícitamente HTTP sin cifrar para este servidor.</translation>
    </message>
    <message>
      <source>Stopped before sending, at your request.</source>
      <translation>Se detuvo antes del envío, a petición suya.</translation>
    </message>
    <message>
      <source>{host} leads to {address}, which is not this machine, so the token was not sent over plain HTTP. Use https://, or allow plain HTTP for this server explicitly.</source>
      <translation>{host} lleva a {address}, que no es este equipo, así que el token no se envió por HTTP sin cifrar. Use https:// o permita explícitamente HTTP sin cifrar para este servidor.</translation>
    </message>
    <message>
      <source>The answer was larger than {size} bytes and was cut off.</source>
      <translation>La respuesta superaba los {size} bytes y se cortó.</translation>
    </message>
    <message>
      <source>The server redirected to nowhere. Redirects are not followed, so the token stays with this server.</source>
      <translation>El servidor redirigió a ninguna parte. Las redirecciones no se siguen, así que el token se queda en este servidor.</translation>
    </message>
    <message>
      <source>The server redirected to {location}. Redirects are not followed, so the token stays with this server.</source>
      <translation>El servidor redirigió a {location}. Las redirecciones no se siguen, así que el token se queda en este servidor.</translation>
    </message>
    <message>
      <source>HTTP {status} is not an answer the spec lists.</source>
      <translation>HTTP {status} no es una respuesta que figure en la especificación.</translation>
    </message>
    <message>
      <source>The {status} answer is not a Plant: not valid JSON ({reason}).</source>
      <translation>La respuesta {status} no es un objeto Plant: no es JSON válido ({reason}).</translation>
    </message>
    <message>
      <source>The {status} answer is not an Error: not valid JSON ({reason}).</source>
      <translation>La respuesta {status} no es un objeto Error: no es JSON válido ({reason}).</translation>
    </message>
    <message>
      <source>The {status} answer is not a Plant: {problem}</source>
      <translation>La respuesta {status} no es un objeto Plant: {problem}</translation>
    </message>
    <message>
      <source>The {status} answer is not an Error: {problem}</source>
      <translation>La respuesta {status} no es un objeto Error: {problem}</translation>
    </message>
    <message>
      <source>The {status} answer is for another plant: its {field} is {answered}, not {sent}.</source>
      <comment>field is id, name or tag; the values are shown as JSON</comment>
      <translation>La respuesta {status} es de otra planta: el campo {field} es {answered}, no {sent}.</translation>
    </message>
    <message>
      <source>the body is not a JSON object.</source>
      <translation>el cuerpo no es un objeto JSON.</translation>
    </message>
    <message>
      <source>body: {problem}.</source>
      <comment>the whole answer's body, then a problem</comment>
      <translation>cuerpo: {problem}.</translation>
    </message>
    <message>
      <source>The answer is compressed with {encoding}, which is not read.</source>
      <translation>La respuesta está comprimida con {encoding}, que no se admite.</translation>
    </message>
    <message>
      <source>The compressed answer is damaged: {reason}</source>
      <translation>La respuesta comprimida está dañada: {reason}</translation>
    </message>
    <message>
      <source>Stopped waiting at the user's request.</source>
      <translation>Se dejó de esperar a petición del usuario.</translation>
    </message>
    <message>
      <source>No complete answer within the time limit of {seconds} s.</source>
      <translation>No llegó una respuesta completa dentro del límite de {seconds} s.</translation>
    </message>
  </context>
  <context>
    <name>ClientCert</name>
    <message>
      <source>The file {file} cannot be read: {reason}.</source>
      <translation>No se puede leer el archivo {file}: {reason}.</translation>
    </message>
    <message>
      <source>{file} is too large to be a client certificate or key.</source>
      <translation>{file} es demasiado grande para ser un certificado de cliente o una clave.</translation>
    </message>
    <message>
      <source>The passphrase of the key in {file} is wrong.</source>
      <translation>La frase de contraseña de la clave de {file} es incorrecta.</translation>
    </message>
    <message>
      <source>The key in {file} is encrypted, and no passphrase is set for it.</source>
      <translation>La clave de {file} está cifrada y no tiene ninguna frase de contraseña indicada.</translation>
    </message>
    <message>
      <source>{file} is not a PKCS#12 file.</source>
      <translation>{file} no es un archivo PKCS#12.</translation>
    </message>
    <message>
      <source>{file} holds no certificate.</source>
      <translation>{file} no contiene ningún certificado.</translation>
    </message>
    <message>
      <source>{file} holds no private key.</source>
      <translation>{file} no contiene ninguna clave privada.</translation>
    </message>
    <message>
      <source>{file} holds no PEM certificate.</source>
      <translation>{file} no contiene ningún certificado PEM.</translation>
    </message>
    <message>
      <source>{file} holds no PEM private key.</source>
      <translation>{file} no contiene ninguna clave privada PEM.</translation>
    </message>
    <message>
      <source>{file} holds no private key: choose the key file too.</source>
      <translation>{file} no contiene ninguna clave privada: elija también el archivo de la clave.</translation>
    </message>
    <message>
      <source>The private key in {file} cannot be read.</source>
      <translation>No se puede leer la clave privada de {file}.</translation>
    </message>
    <message>
      <source>The key does not belong to the client certificate {file}: choose the key that was made with it.</source>
      <translation>La clave no corresponde al certificado de cliente {file}: elija la clave con la que se creó.</translation>
    </message>
    <message>
      <source>The client certificate {file} expired on {date}; ask for a new one.</source>
      <translation>El certificado de cliente {file} caducó el {date}; pida uno nuevo.</translation>
    </message>
    <message>
      <source>The client certificate {file} is not valid before {date}. Check this computer's clock, or wait until then.</source>
      <translation>El certificado de cliente {file} no es válido antes del {date}. Compruebe el reloj de este equipo o espere hasta entonces.</translation>
    </message>
    <message>
      <source>The client certificate {file} cannot be used: {reason}.</source>
      <translation>No se puede usar el certificado de cliente {file}: {reason}.</translation>
    </message>
    <message>
      <source>The client certificate {file} cannot be used: the temporary folder {folder} could not be written ({reason}).</source>
      <translation>No se puede usar el certificado de cliente {file}: no se pudo escribir en la carpeta temporal {folder} ({reason}).</translation>
    </message>
    <message>
      <source>The server asked for a client certificate, and none is set for this server.</source>
      <translation>El servidor pidió un certificado de cliente y no hay ninguno indicado para este servidor.</translation>
    </message>
    <message>
      <source>The server refused the secure connection. It may require a client certificate, and none is set for this server.</source>
      <translation>El servidor rechazó la conexión segura. Puede que exija un certificado de cliente, y no hay ninguno indicado para este servidor.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file}: it does not trust the authority that issued it.</source>
      <translation>El servidor rechazó el certificado de cliente {file}: no confía en la autoridad que lo emitió.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file} as expired.</source>
      <translation>El servidor rechazó el certificado de cliente {file} por caducado.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file} as revoked.</source>
      <translation>El servidor rechazó el certificado de cliente {file} por revocado.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file}.</source>
      <translation>El servidor rechazó el certificado de cliente {file}.</translation>
    </message>
    <message>
      <source>The server refused the secure connection. It may not accept the client certificate {file}.</source>
      <translation>El servidor rechazó la conexión segura. Es posible que no acepte el certificado de cliente {file}.</translation>
    </message>
  </context>
  <context>
    <name>Contract</name>
    <message>
      <source>The contract document {file} cannot be read: {reason}.</source>
      <translation>No se puede leer el documento de contrato {file}: {reason}.</translation>
    </message>
    <message>
      <source>The contract document {file} is larger than 5 MB.</source>
      <translation>El documento de contrato {file} supera los 5 MB.</translation>
    </message>
    <message>
      <source>The contract document {file} uses a YAML alias (line {line}), which is not read: write the value out in full.</source>
      <translation>El documento de contrato {file} usa un alias de YAML (línea {line}), que no se lee: escriba el valor completo.</translation>
    </message>
    <message>
      <source>The contract document {file} is nested more than {limit} levels deep.</source>
      <translation>El documento de contrato {file} tiene más de {limit} niveles de anidamiento.</translation>
    </message>
    <message>
      <source>The contract document {file} holds more than {limit} values.</source>
      <translation>El documento de contrato {file} contiene más de {limit} valores.</translation>
    </message>
    <message>
      <source>The contract document {file} cannot be read ({reason}).</source>
      <translation>No se puede leer el documento de contrato {file} ({reason}).</translation>
    </message>
    <message>
      <source>The contract document {file} is not OpenAPI 3.0 or 3.1.</source>
      <translation>El documento de contrato {file} no es OpenAPI 3.0 ni 3.1.</translation>
    </message>
    <message>
      <source>The contract document {file} does not describe the answers to {request}.</source>
      <translation>El documento de contrato {file} no describe las respuestas a {request}.</translation>
    </message>
    <message>
      <source>Untitled</source>
      <comment>a document with no title</comment>
      <translation>Sin título</translation>
    </message>
    <message>
      <source>The status {status} is not an answer the spec lists for {request}.</source>
      <translation>El estado {status} no es una respuesta que la especificación indique para {request}.</translation>
    </message>
    <message>
      <source>The Content-Type header is missing; the spec lists {types}.</source>
      <translation>Falta el encabezado Content-Type; la especificación indica {types}.</translation>
    </message>
    <message>
      <source>The Content-Type header says {type}; the spec lists {types}.</source>
      <translation>El encabezado Content-Type indica {type}; la especificación indica {types}.</translation>
    </message>
    <message>
      <source>The body was cut off at the size cap; it cannot be checked.</source>
      <translation>El cuerpo se cortó en el límite de tamaño; no se puede comprobar.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects a JSON body.</source>
      <translation>El cuerpo está vacío; la especificación espera un cuerpo JSON.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects an {schema}.</source>
      <translation>El cuerpo está vacío; la especificación espera un objeto {schema}.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects a {schema}.</source>
      <translation>El cuerpo está vacío; la especificación espera un objeto {schema}.</translation>
    </message>
    <message>
      <source>The body starts with a UTF-8 byte-order mark, which JSON must not have.</source>
      <translation>El cuerpo empieza con una marca de orden de bytes UTF-8, que JSON no debe tener.</translation>
    </message>
    <message>
      <source>The body is nested too deeply to read as JSON.</source>
      <translation>El cuerpo está demasiado anidado para leerlo como JSON.</translation>
    </message>
    <message>
      <source>The body holds a number out of the range that can be read exactly ({number}), so it cannot be checked.</source>
      <translation>El cuerpo contiene un número fuera del rango que se puede leer con exactitud ({number}), así que no se puede comprobar.</translation>
    </message>
    <message>
      <source>The body is not valid JSON ({reason}); it begins {excerpt}.</source>
      <translation>El cuerpo no es JSON válido ({reason}); empieza así: {excerpt}.</translation>
    </message>
    <message>
      <source>The body is nested too deeply to check, or the spec's schema refers to itself without end.</source>
      <translation>El cuerpo está demasiado anidado para comprobarlo, o el esquema de la especificación se refiere a sí mismo sin fin.</translation>
    </message>
    <message>
      <source>The spec's schema cannot be used to check the body ({reason}).</source>
      <translation>El esquema de la especificación no sirve para comprobar el cuerpo ({reason}).</translation>
    </message>
    <message>
      <source>The field {field} appears more than once in this object; servers differ on which value counts, and the last one is checked here.</source>
      <translation>El campo {field} aparece más de una vez en este objeto; los servidores difieren en qué valor cuenta, y aquí se comprueba el último.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for this object.</source>
      <translation>{field} no es un campo que la especificación indique para este objeto.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for an {schema}.</source>
      <translation>{field} no es un campo que la especificación indique para un objeto {schema}.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for a {schema}.</source>
      <translation>{field} no es un campo que la especificación indique para un objeto {schema}.</translation>
    </message>
    <message>
      <source>Required field {field} is missing.</source>
      <translation>Falta el campo obligatorio {field}.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for this object.</source>
      <translation>{field} no es un campo que la especificación permita para este objeto.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for an {schema}.</source>
      <translation>{field} no es un campo que la especificación permita para un objeto {schema}.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for a {schema}.</source>
      <translation>{field} no es un campo que la especificación permita para un objeto {schema}.</translation>
    </message>
    <message>
      <source>Expected {expected}, got null; the spec does not allow null here.</source>
      <translation>Se esperaba {expected}, pero se recibió null; la especificación no permite null aquí.</translation>
    </message>
    <message>
      <source>Expected {expected}, got {actual}.</source>
      <translation>Se esperaba {expected}, pero se recibió {actual}.</translation>
    </message>
    <message>
      <source>{value} is outside the {format} range ({low} to {high}).</source>
      <translation>{value} está fuera del rango de {format} ({low} a {high}).</translation>
    </message>
    <message>
      <source>A {digits}-digit number is outside the {format} range ({low} to {high}).</source>
      <translation>Un número de {digits} dígitos está fuera del rango de {format} ({low} a {high}).</translation>
    </message>
    <message>
      <source>{value} is not a valid {format}, as the spec's format asks.</source>
      <translation>{value} no es un {format} válido, como pide el formato de la especificación.</translation>
    </message>
    <message>
      <source>Expected one of {allowed}; got {actual}.</source>
      <translation>Se esperaba uno de {allowed}; se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected {allowed}; got {actual}.</source>
      <translation>Se esperaba {allowed}; se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected a multiple of {factor}, got {actual}.</source>
      <translation>Se esperaba un múltiplo de {factor}, pero se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected text matching the pattern {pattern}; got {actual}.</source>
      <translation>Se esperaba un texto que coincida con el patrón {pattern}; se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected every item to be different; some items repeat.</source>
      <translation>Se esperaba que todos los elementos fueran distintos; algunos se repiten.</translation>
    </message>
    <message numerus="yes">
      <source>Expected exactly one of the %Ln shapes the spec allows; it matches several.</source>
      <translation>
        <numerusform>Se esperaba exactamente una de la %Ln forma que permite la especificación; coincide con varias.</numerusform>
        <numerusform>Se esperaba exactamente una de las %Ln formas que permite la especificación; coincide con varias.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Expected one of the %Ln shapes the spec allows here; it matches none.</source>
      <translation>
        <numerusform>Se esperaba la %Ln forma que la especificación permite aquí; no coincide con ella.</numerusform>
        <numerusform>Se esperaba una de las %Ln formas que la especificación permite aquí; no coincide con ninguna.</numerusform>
      </translation>
    </message>
    <message>
      <source>The value has a shape the spec forbids here.</source>
      <translation>El valor tiene una forma que la especificación prohíbe aquí.</translation>
    </message>
    <message>
      <source>The value breaks the spec's {rule} rule.</source>
      <translation>El valor incumple la regla {rule} de la especificación.</translation>
    </message>
    <message>
      <source>Expected at least {limit} characters, got {actual}.</source>
      <translation>Se esperaban al menos {limit} caracteres, pero se recibieron {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} characters, got {actual}.</source>
      <translation>Se esperaban como máximo {limit} caracteres, pero se recibieron {actual}.</translation>
    </message>
    <message>
      <source>Expected at least {limit} items, got {actual}.</source>
      <translation>Se esperaban al menos {limit} elementos, pero se recibieron {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} items, got {actual}.</source>
      <translation>Se esperaban como máximo {limit} elementos, pero se recibieron {actual}.</translation>
    </message>
    <message>
      <source>Expected at least {limit} fields, got {actual}.</source>
      <translation>Se esperaban al menos {limit} campos, pero se recibieron {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} fields, got {actual}.</source>
      <translation>Se esperaban como máximo {limit} campos, pero se recibieron {actual}.</translation>
    </message>
    <message>
      <source>Expected a number at least {limit}, got {actual}.</source>
      <translation>Se esperaba un número mayor o igual que {limit}, pero se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected a number at most {limit}, got {actual}.</source>
      <translation>Se esperaba un número menor o igual que {limit}, pero se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected a number more than {limit}, got {actual}.</source>
      <translation>Se esperaba un número mayor que {limit}, pero se recibió {actual}.</translation>
    </message>
    <message>
      <source>Expected a number less than {limit}, got {actual}.</source>
      <translation>Se esperaba un número menor que {limit}, pero se recibió {actual}.</translation>
    </message>
    <message>
      <source>an object</source>
      <comment>JSON type, as in: Expected an object</comment>
      <translation>un objeto</translation>
    </message>
    <message>
      <source>an array</source>
      <comment>JSON type, as in: Expected an array</comment>
      <translation>un array</translation>
    </message>
    <message>
      <source>a string</source>
      <comment>JSON type, as in: Expected a string</comment>
      <translation>una cadena</translation>
    </message>
    <message>
      <source>an integer</source>
      <comment>JSON type, as in: Expected an integer</comment>
      <translation>un entero</translation>
    </message>
    <message>
      <source>a number</source>
      <comment>JSON type, as in: Expected a number</comment>
      <translation>un número</translation>
    </message>
    <message>
      <source>a boolean</source>
      <comment>JSON type, as in: Expected a boolean</comment>
      <translation>un booleano</translation>
    </message>
    <message>
      <source>{first} or {second}</source>
      <comment>a choice between two things</comment>
      <translation>{first} o {second}</translation>
    </message>
    <message>
      <source>a value</source>
      <comment>as in: Expected a value</comment>
      <translation>un valor</translation>
    </message>
    <message>
      <source>{value} counts as an integer under OpenAPI 3.1 (JSON Schema 2020-12), where a number with no fractional part is an integer; OpenAPI 3.0 counts only numbers written without a fraction or exponent.</source>
      <translation>{value} cuenta como entero en OpenAPI 3.1 (JSON Schema 2020-12), donde todo número sin parte fraccionaria es un entero; OpenAPI 3.0 solo cuenta los números escritos sin decimales ni exponente.</translation>
    </message>
    <message>
      <source>{value} is not an integer under this document's OpenAPI 3.0, which counts only numbers written without a fraction or exponent as integers.</source>
      <translation>{value} no es un entero en el OpenAPI 3.0 de este documento, que solo cuenta como enteros los números escritos sin decimales ni exponente.</translation>
    </message>
    <message>
      <source>{constant} is not a JSON number</source>
      <translation>{constant} no es un número JSON</translation>
    </message>
    <message>
      <source>a boolean ({value})</source>
      <comment>as in: got a boolean (true)</comment>
      <translation>un booleano ({value})</translation>
    </message>
    <message>
      <source>a decimal number ({value})</source>
      <comment>as in: got a decimal number</comment>
      <translation>un número decimal ({value})</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: this body is too large to check in full.</source>
      <translation>La comprobación se detuvo tras {steps} pasos: este cuerpo es demasiado grande para comprobarlo entero.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: this body is too large to check in full.</source>
      <translation>La comprobación se detuvo tras {seconds} segundos: este cuerpo es demasiado grande para comprobarlo entero.</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: the spec's schema asks for too much work to check this request's body.</source>
      <translation>La comprobación se detuvo tras {steps} pasos: el esquema de la especificación exige demasiado trabajo para comprobar el cuerpo de esta solicitud.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: the spec's schema asks for too much work to check this request's body.</source>
      <translation>La comprobación se detuvo tras {seconds} segundos: el esquema de la especificación exige demasiado trabajo para comprobar el cuerpo de esta solicitud.</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: the spec's schema asks for too much work to check this answer.</source>
      <translation>La comprobación se detuvo tras {steps} pasos: el esquema de la especificación exige demasiado trabajo para comprobar esta respuesta.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: the spec's schema asks for too much work to check this answer.</source>
      <translation>La comprobación se detuvo tras {seconds} segundos: el esquema de la especificación exige demasiado trabajo para comprobar esta respuesta.</translation>
    </message>
    <message>
      <source>The check was stopped: the app is closing.</source>
      <translation>La comprobación se detuvo: la aplicación se está cerrando.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln more findings were not listed.</source>
      <translation>
        <numerusform>No se mostró %Ln hallazgo más.</numerusform>
        <numerusform>No se mostraron %Ln hallazgos más.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ContractView</name>
    <message>
      <source>Contract verdict</source>
      <translation>Veredicto del contrato</translation>
    </message>
    <message>
      <source>Contract document</source>
      <translation>Documento de contrato</translation>
    </message>
    <message>
      <source>The request as sent</source>
      <comment>a section of the Contract tab</comment>
      <translation>La solicitud tal como se envió</translation>
    </message>
    <message>
      <source>Request contract verdict</source>
      <translation>Veredicto del contrato sobre la solicitud</translation>
    </message>
    <message>
      <source>Request contract findings</source>
      <translation>Hallazgos del contrato sobre la solicitud</translation>
    </message>
    <message>
      <source>The answer</source>
      <comment>a section of the Contract tab</comment>
      <translation>La respuesta</translation>
    </message>
    <message>
      <source>Contract findings</source>
      <translation>Hallazgos del contrato</translation>
    </message>
    <message>
      <source>No request to check.</source>
      <translation>No hay ninguna solicitud que comprobar.</translation>
    </message>
    <message>
      <source>Checking the request against the contract…</source>
      <translation>Comprobando la solicitud con el contrato…</translation>
    </message>
    <message>
      <source>Where</source>
      <comment>column title: the place in the answer a finding is about</comment>
      <translation>Dónde</translation>
    </message>
    <message>
      <source>Finding</source>
      <comment>column title</comment>
      <translation>Hallazgo</translation>
    </message>
    <message>
      <source>Copy</source>
      <comment>menu item: copy the chosen finding</comment>
      <translation>Copiar</translation>
    </message>
    <message>
      <source>Note</source>
      <comment>a contract finding that is not a fault</comment>
      <translation>Nota</translation>
    </message>
    <message>
      <source>No answer to check.</source>
      <translation>No hay ninguna respuesta que comprobar.</translation>
    </message>
    <message>
      <source>Checking the answer against the contract…</source>
      <translation>Comprobando la respuesta con el contrato…</translation>
    </message>
    <message>
      <source>Not checked: the check was stopped.</source>
      <translation>Sin comprobar: la comprobación se detuvo.</translation>
    </message>
    <message>
      <source>Not checked: the contract document cannot be used.</source>
      <translation>Sin comprobar: no se puede usar el documento de contrato.</translation>
    </message>
    <message>
      <source>(whole)</source>
      <comment>a finding about the whole request</comment>
      <translation>(todo)</translation>
    </message>
    <message>
      <source>{problem} Choose another document for this server in Manage servers.</source>
      <translation>{problem} Elija otro documento para este servidor en Administrar servidores.</translation>
    </message>
    <message>
      <source>Fail: the request breaks the spec.</source>
      <translation>Incorrecto: la solicitud incumple la especificación.</translation>
    </message>
    <message>
      <source>Pass: the request matches the spec (a valid {schema}).</source>
      <translation>Correcto: la solicitud cumple la especificación (un objeto {schema} válido).</translation>
    </message>
    <message>
      <source>Pass: the spec lists no JSON body for this request.</source>
      <translation>Correcto: la especificación no indica ningún cuerpo JSON para esta solicitud.</translation>
    </message>
    <message>
      <source>Pass: the answer matches the spec (a valid {schema}).</source>
      <translation>Correcto: la respuesta cumple la especificación (un objeto {schema} válido).</translation>
    </message>
    <message>
      <source>Pass: the answer matches the spec.</source>
      <translation>Correcto: la respuesta cumple la especificación.</translation>
    </message>
    <message>
      <source>Fail: the answer breaks the spec.</source>
      <translation>Incorrecto: la respuesta incumple la especificación.</translation>
    </message>
    <message>
      <source>No findings: every field is as the spec says.</source>
      <translation>Sin hallazgos: todos los campos son como indica la especificación.</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Error</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>Advertencia</translation>
    </message>
    <message>
      <source>(whole)</source>
      <comment>a finding about the whole answer</comment>
      <translation>(todo)</translation>
    </message>
  </context>
  <context>
    <name>DraftBanner</name>
    <message>
      <source>Restored draft</source>
      <translation>Borrador restaurado</translation>
    </message>
    <message>
      <source>Restored what you were typing when the app closed.</source>
      <translation>Se restauró lo que estaba escribiendo cuando se cerró la aplicación.</translation>
    </message>
    <message>
      <source>Keep</source>
      <comment>button: keep the restored draft</comment>
      <translation>Conservar</translation>
    </message>
    <message>
      <source>Disc&amp;ard</source>
      <comment>button: discard the restored draft</comment>
      <translation>&amp;Descartar</translation>
    </message>
  </context>
  <context>
    <name>DraftKeeper</name>
    <message>
      <source>What you typed could not be saved as a draft: {error}</source>
      <translation>No se pudo guardar lo escrito como borrador: {error}</translation>
    </message>
  </context>
  <context>
    <name>ElidedLabel</name>
    <message>
      <source>Copy</source>
      <translation>Copiar</translation>
    </message>
  </context>
  <context>
    <name>Endpoint</name>
    <message>
      <source>Enter the server's base URL, e.g. https://plants.example.com/api.</source>
      <translation>Introduzca la URL base del servidor, p. ej., https://plants.example.com/api.</translation>
    </message>
    <message>
      <source>This is not a valid URL ({reason}).</source>
      <translation>No es una URL válida ({reason}).</translation>
    </message>
    <message>
      <source>The base URL must start with http:// or https://.</source>
      <translation>La URL base debe empezar por http:// o https://.</translation>
    </message>
    <message>
      <source>The base URL has no host name.</source>
      <translation>La URL base no tiene nombre de host.</translation>
    </message>
    <message>
      <source>Leave user names and passwords out of the URL; use the token.</source>
      <translation>No incluya nombres de usuario ni contraseñas en la URL; use el token.</translation>
    </message>
    <message>
      <source>The base URL cannot have a query string (the part after '?').</source>
      <translation>La URL base no puede tener una cadena de consulta (la parte tras «?»).</translation>
    </message>
    <message>
      <source>The base URL cannot have a fragment (the part after '#').</source>
      <translation>La URL base no puede tener un fragmento (la parte tras «#»).</translation>
    </message>
    <message>
      <source>The base URL cannot contain spaces.</source>
      <translation>La URL base no puede contener espacios.</translation>
    </message>
    <message>
      <source>The base URL holds an invisible control character.</source>
      <translation>La URL base contiene un carácter de control invisible.</translation>
    </message>
    <message>
      <source>The server address {address} is not a host and port.</source>
      <translation>La dirección del servidor {address} no es un host y un puerto.</translation>
    </message>
  </context>
  <context>
    <name>EntryBanner</name>
    <message>
      <source>Showing an earlier entry</source>
      <translation>Se muestra una entrada anterior</translation>
    </message>
    <message>
      <source>Back to the &amp;latest</source>
      <translation>Volver a &amp;la más reciente</translation>
    </message>
    <message>
      <source>Showing the entry from {when}</source>
      <translation>Se muestra la entrada de {when}</translation>
    </message>
  </context>
  <context>
    <name>EntryTabs</name>
    <message>
      <source>How to enter the plant</source>
      <translation>Cómo introducir la planta</translation>
    </message>
    <message>
      <source>New &amp;plant</source>
      <translation>&amp;Nueva planta</translation>
    </message>
    <message>
      <source>Ra&amp;w JSON</source>
      <translation>&amp;JSON en bruto</translation>
    </message>
  </context>
  <context>
    <name>Fields</name>
    <message>
      <source>Enter the plant's id.</source>
      <translation>Introduzca el id de la planta.</translation>
    </message>
    <message>
      <source>Use digits 0–9 only, with an optional minus sign.</source>
      <translation>Use solo dígitos del 0 al 9, con un signo menos opcional.</translation>
    </message>
    <message>
      <source>The id must be between {lowest} and {highest}.</source>
      <translation>El id debe estar entre {lowest} y {highest}.</translation>
    </message>
    <message>
      <source>A name can be at most {limit} characters long; this one has {length}.</source>
      <translation>Un nombre puede tener como máximo {limit} caracteres; este tiene {length}.</translation>
    </message>
    <message>
      <source>A tag can be at most {limit} characters long; this one has {length}.</source>
      <translation>Una etiqueta puede tener como máximo {limit} caracteres; esta tiene {length}.</translation>
    </message>
    <message>
      <source>Enter the plant's name.</source>
      <translation>Introduzca el nombre de la planta.</translation>
    </message>
    <message>
      <source>Enter the access token.</source>
      <translation>Introduzca el token de acceso.</translation>
    </message>
    <message>
      <source>The token can hold only visible ASCII characters, without spaces.</source>
      <translation>El token solo puede contener caracteres ASCII visibles, sin espacios.</translation>
    </message>
    <message>
      <source>This text holds a character that cannot be sent (an unpaired surrogate).</source>
      <translation>Este texto contiene un carácter que no se puede enviar (un sustituto sin pareja).</translation>
    </message>
  </context>
  <context>
    <name>Files</name>
    <message>
      <source>{path} cannot be opened: {reason}.</source>
      <translation>No se puede abrir {path}: {reason}.</translation>
    </message>
    <message>
      <source>Not a regular file</source>
      <comment>why a file cannot be read</comment>
      <translation>No es un archivo normal</translation>
    </message>
    <message>
      <source>{path} is not a regular file.</source>
      <translation>{path} no es un archivo normal.</translation>
    </message>
    <message>
      <source>You are not allowed to read {path}.</source>
      <translation>No tiene permiso para leer {path}.</translation>
    </message>
  </context>
  <context>
    <name>FormAids</name>
    <message>
      <source>Tags used before on this server</source>
      <translation>Etiquetas usadas antes en este servidor</translation>
    </message>
    <message>
      <source>The history could not be read for the typing suggestions: {error}</source>
      <translation>No se pudo leer el historial para las sugerencias de escritura: {error}</translation>
    </message>
  </context>
  <context>
    <name>Har</name>
    <message>
      <source>The token is not in this file: the Authorization header reads {placeholder} in its place.</source>
      <translation>El token no está en este archivo: en su lugar, la cabecera Authorization dice {placeholder}.</translation>
    </message>
    <message>
      <source>No answer came: {detail}</source>
      <translation>No llegó ninguna respuesta: {detail}</translation>
    </message>
    <message numerus="yes">
      <source>The body was cut at %Ln bytes: the rest of it was not read.</source>
      <translation>
        <numerusform>El cuerpo se cortó en %Ln byte: el resto no se leyó.</numerusform>
        <numerusform>El cuerpo se cortó en %Ln bytes: el resto no se leyó.</numerusform>
      </translation>
    </message>
    <message>
      <source>Recorded before the app kept when a request started, its HTTP version, the server's address and the timings: they read as unknown (-1), and the time is when the plant was written down.</source>
      <translation>Registrado antes de que la aplicación guardara cuándo empezó una solicitud, su versión de HTTP, la dirección del servidor y los tiempos: figuran como desconocidos (-1), y la hora es la de cuando se anotó la planta.</translation>
    </message>
    <message numerus="yes">
      <source>A sample of {picked} of the batch's %Ln exchanges: the first {first}, then each one whose plant was not created.</source>
      <translation>
        <numerusform>Una muestra de {picked} del %Ln intercambio del lote: los primeros {first} y después cada uno cuya planta no se creó.</numerusform>
        <numerusform>Una muestra de {picked} de los %Ln intercambios del lote: los primeros {first} y después cada uno cuya planta no se creó.</numerusform>
      </translation>
    </message>
    <message>
      <source>Export the exchange shown as HAR</source>
      <translation>Exportar como HAR el intercambio mostrado</translation>
    </message>
    <message numerus="yes">
      <source>Export a sample of {picked} of the batch's %Ln exchanges as HAR</source>
      <translation>
        <numerusform>Exportar como HAR una muestra de {picked} del %Ln intercambio del lote</numerusform>
        <numerusform>Exportar como HAR una muestra de {picked} de los %Ln intercambios del lote</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the batch's %Ln exchange as HAR</source>
      <translation>
        <numerusform>Exportar como HAR el %Ln intercambio del lote</numerusform>
        <numerusform>Exportar como HAR los %Ln intercambios del lote</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the batch's %Ln exchanges as HAR</source>
      <translation>
        <numerusform>Exportar como HAR el %Ln intercambio del lote</numerusform>
        <numerusform>Exportar como HAR los %Ln intercambios del lote</numerusform>
      </translation>
    </message>
    <message>
      <source>HAR files (*.har)</source>
      <comment>file dialog filter</comment>
      <translation>Archivos HAR (*.har)</translation>
    </message>
    <message>
      <source>Put the token in the file?</source>
      <translation>¿Poner el token en el archivo?</translation>
    </message>
    <message>
      <source>The file will hold the token in plain text, once in each exchange. Anyone who sees the file can use the token.</source>
      <translation>El archivo contendrá el token como texto sin cifrar, una vez en cada intercambio. Cualquiera que vea el archivo puede usar el token.</translation>
    </message>
    <message>
      <source>Export &amp;with token</source>
      <translation>Exportar &amp;con el token</translation>
    </message>
    <message>
      <source>Nothing to export: no request was sent in the exchange shown.</source>
      <translation>Nada que exportar: en el intercambio mostrado no se envió ninguna solicitud.</translation>
    </message>
    <message>
      <source>Not exported yet: the plant shown is still on its way. Export it once its answer has come.</source>
      <translation>Aún no se ha exportado: la planta mostrada sigue en camino. Expórtela cuando haya llegado su respuesta.</translation>
    </message>
    <message>
      <source>Write the exchange shown, or the history rows chosen, to a HAR file. The token is written as {placeholder}.</source>
      <translation>Escribir en un archivo HAR el intercambio mostrado o las filas elegidas del historial. El token se escribe como {placeholder}.</translation>
    </message>
    <message>
      <source>Not exported: the export before it is still waiting for a token to be read from the keyring. Try again once it is written.</source>
      <translation>No se exportó: la exportación anterior aún espera a que se lea un token del llavero. Vuelva a intentarlo cuando se haya escrito.</translation>
    </message>
    <message>
      <source>Not exported: no token is known now for {server}. Choose that server and type its token, or export without the token.</source>
      <translation>No se exportó: ahora no se conoce ningún token para {server}. Elija ese servidor y escriba su token, o exporte sin el token.</translation>
    </message>
    <message numerus="yes">
      <source>Exported %Ln exchange as HAR to {file}.</source>
      <translation>
        <numerusform>Se exportó %Ln intercambio como HAR a {file}.</numerusform>
        <numerusform>Se exportaron %Ln intercambios como HAR a {file}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exported %Ln exchanges as HAR to {file}.</source>
      <translation>
        <numerusform>Se exportó %Ln intercambio como HAR a {file}.</numerusform>
        <numerusform>Se exportaron %Ln intercambios como HAR a {file}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entry was never sent, so it is not in the file.</source>
      <translation>
        <numerusform>%Ln entrada nunca se envió, así que no está en el archivo.</numerusform>
        <numerusform>%Ln entradas nunca se enviaron, así que no están en el archivo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entries were never sent, so they are not in the file.</source>
      <translation>
        <numerusform>%Ln entrada nunca se envió, así que no está en el archivo.</numerusform>
        <numerusform>%Ln entradas nunca se enviaron, así que no están en el archivo.</numerusform>
      </translation>
    </message>
    <message>
      <source>{first} {second}</source>
      <comment>two sentences, one after the other</comment>
      <translation>{first} {second}</translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as HAR</source>
      <translation>
        <numerusform>Exportar como HAR la %Ln fila elegida del historial</numerusform>
        <numerusform>Exportar como HAR las %Ln filas elegidas del historial</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exported a sample of {picked} of the batch's %Ln exchanges as HAR to {file}.</source>
      <translation>
        <numerusform>Se exportó como HAR a {file} una muestra de {picked} del %Ln intercambio del lote.</numerusform>
        <numerusform>Se exportó como HAR a {file} una muestra de {picked} de los %Ln intercambios del lote.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entry is no longer in the history, so it is not in the file.</source>
      <translation>
        <numerusform>%Ln entrada ya no está en el historial, así que no está en el archivo.</numerusform>
        <numerusform>%Ln entradas ya no están en el historial, así que no están en el archivo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entries are no longer in the history, so they are not in the file.</source>
      <translation>
        <numerusform>%Ln entrada ya no está en el historial, así que no está en el archivo.</numerusform>
        <numerusform>%Ln entradas ya no están en el historial, así que no están en el archivo.</numerusform>
      </translation>
    </message>
    <message>
      <source>The HAR file could not be written: {error}</source>
      <translation>No se pudo escribir el archivo HAR: {error}</translation>
    </message>
  </context>
  <context>
    <name>HistoryDock</name>
    <message>
      <source>History</source>
      <translation>Historial</translation>
    </message>
    <message>
      <source>The history could not be opened.</source>
      <translation>No se pudo abrir el historial.</translation>
    </message>
    <message>
      <source>The history could not be read: {error}</source>
      <translation>No se pudo leer el historial: {error}</translation>
    </message>
    <message>
      <source>Clear the history?</source>
      <translation>¿Borrar el historial?</translation>
    </message>
    <message>
      <source>Delete every finished request and answer in the history? Plants still in the outbox or needing a check are kept. This cannot be undone.</source>
      <translation>¿Eliminar del historial todas las solicitudes y respuestas terminadas? Se conservan las plantas que siguen en la bandeja de salida o que requieren comprobación. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
      <source>&amp;Clear history</source>
      <translation>&amp;Borrar historial</translation>
    </message>
  </context>
  <context>
    <name>HistoryPanel</name>
    <message>
      <source>Time</source>
      <comment>column title</comment>
      <translation>Hora</translation>
    </message>
    <message>
      <source>Server</source>
      <comment>column title</comment>
      <translation>Servidor</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>column title: the plant's id</comment>
      <translation>Id</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>column title: the plant's name</comment>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>column title: the plant's tag</comment>
      <translation>Etiqueta</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>column title</comment>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Status</source>
      <comment>column title: the HTTP status code</comment>
      <translation>Estado</translation>
    </message>
    <message>
      <source>Re-send, Mark checked and Delete act on one row at a time: choose just one row.</source>
      <translation>Reenviar, Marcar como comprobada y Eliminar actúan sobre una fila cada vez: elija una sola fila.</translation>
    </message>
    <message>
      <source>Any status</source>
      <translation>Cualquier estado</translation>
    </message>
    <message>
      <source>Created (HTTP 200)</source>
      <translation>Creada (HTTP 200)</translation>
    </message>
    <message>
      <source>Rejected (HTTP 400)</source>
      <translation>Rechazada (HTTP 400)</translation>
    </message>
    <message>
      <source>Token refused (HTTP 401)</source>
      <translation>Token denegado (HTTP 401)</translation>
    </message>
    <message>
      <source>Not allowed (HTTP 403)</source>
      <translation>No permitido (HTTP 403)</translation>
    </message>
    <message>
      <source>Wrong address (HTTP 404)</source>
      <translation>Dirección incorrecta (HTTP 404)</translation>
    </message>
    <message>
      <source>Conflict (HTTP 409)</source>
      <translation>Conflicto (HTTP 409)</translation>
    </message>
    <message>
      <source>Invalid body (HTTP 422)</source>
      <translation>Cuerpo no válido (HTTP 422)</translation>
    </message>
    <message>
      <source>Too many requests (HTTP 429)</source>
      <translation>Demasiadas solicitudes (HTTP 429)</translation>
    </message>
    <message>
      <source>Server error (HTTP 500)</source>
      <translation>Error del servidor (HTTP 500)</translation>
    </message>
    <message>
      <source>No answer</source>
      <translation>Sin respuesta</translation>
    </message>
    <message>
      <source>Needs checking</source>
      <translation>Requiere comprobación</translation>
    </message>
    <message>
      <source>In the outbox</source>
      <translation>En la bandeja de salida</translation>
    </message>
    <message>
      <source>Waiting to be sent</source>
      <translation>Esperando para enviarse</translation>
    </message>
    <message>
      <source>In the outbox · {summary}</source>
      <translation>En la bandeja de salida · {summary}</translation>
    </message>
    <message>
      <source>Sending…</source>
      <translation>Enviando…</translation>
    </message>
    <message>
      <source>Needs checking · {summary}</source>
      <translation>Requiere comprobación · {summary}</translation>
    </message>
    <message>
      <source>Needs checking · the app stopped while sending</source>
      <translation>Requiere comprobación · la aplicación se detuvo durante el envío</translation>
    </message>
    <message>
      <source>Checked by you · {summary}</source>
      <translation>Comprobada por usted · {summary}</translation>
    </message>
    <message>
      <source>Checked by you</source>
      <translation>Comprobada por usted</translation>
    </message>
    <message>
      <source>{name}  [raw]</source>
      <comment>a plant's name; its body was typed by hand</comment>
      <translation>{name}  [sin procesar]</translation>
    </message>
    <message>
      <source>Filter by id or name</source>
      <translation>Filtrar por id o nombre</translation>
    </message>
    <message>
      <source>Filter history by id or name</source>
      <translation>Filtrar el historial por id o nombre</translation>
    </message>
    <message>
      <source>history filter</source>
      <comment>what a clear button clears</comment>
      <translation>filtro del historial</translation>
    </message>
    <message>
      <source>Filter history by status</source>
      <translation>Filtrar el historial por estado</translation>
    </message>
    <message>
      <source>Filter history by server</source>
      <translation>Filtrar el historial por servidor</translation>
    </message>
    <message>
      <source>Every server</source>
      <translation>Todos los servidores</translation>
    </message>
    <message>
      <source>Fin&amp;d:</source>
      <translation>&amp;Buscar:</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Historial</translation>
    </message>
    <message>
      <source>Re-&amp;send</source>
      <translation>&amp;Reenviar</translation>
    </message>
    <message>
      <source>Mark checked</source>
      <translation>Marcar como comprobada</translation>
    </message>
    <message>
      <source>You checked on the server what became of this request: it no longer needs checking.</source>
      <translation>Usted comprobó en el servidor qué pasó con esta solicitud: ya no requiere comprobación.</translation>
    </message>
    <message>
      <source>Delete</source>
      <comment>button: delete the chosen entry</comment>
      <translation>Eliminar</translation>
    </message>
    <message>
      <source>Clear all…</source>
      <translation>Borrar todo…</translation>
    </message>
    <message>
      <source>Only finished entries can be deleted; this plant is still on its way.</source>
      <translation>Solo se pueden eliminar las entradas terminadas; esta planta todavía está en camino.</translation>
    </message>
  </context>
  <context>
    <name>Inspector</name>
    <message>
      <source>Nothing was sent.</source>
      <translation>No se envió nada.</translation>
    </message>
    <message>
      <source>The app stopped while sending this plant to {address}, before it could record the request: it may have reached the server. The body:

{body}</source>
      <translation>La aplicación se detuvo mientras enviaba esta planta a {address}, antes de poder registrar la solicitud: puede que haya llegado al servidor. El cuerpo:

{body}</translation>
    </message>
    <message>
      <source>Not sent yet: the plant waits in the outbox. The body:

{body}</source>
      <translation>Aún no enviada: la planta espera en la bandeja de salida. El cuerpo:

{body}</translation>
    </message>
    <message>
      <source>Nothing was sent. The body:

{body}</source>
      <translation>No se envió nada. El cuerpo:

{body}</translation>
    </message>
    <message>
      <source>{request_line}  (raw body, typed by hand)</source>
      <translation>{request_line}  (cuerpo sin procesar, escrito a mano)</translation>
    </message>
    <message>
      <source>{answer}
… (cut off at the size cap)</source>
      <translation>{answer}
… (cortado en el límite de tamaño)</translation>
    </message>
    <message>
      <source>The contract document {name} cannot be read ({problem}).</source>
      <translation>No se puede leer el documento de contrato {name} ({problem}).</translation>
    </message>
    <message>
      <source>Checked against the built-in contract: {description}.</source>
      <translation>Comprobado con el contrato integrado: {description}.</translation>
    </message>
    <message>
      <source>Checked against {document}: {description}.</source>
      <translation>Comprobado con {document}: {description}.</translation>
    </message>
    <message>
      <source>Inspector</source>
      <translation>Inspector</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>tab title</comment>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Request</source>
      <comment>tab title</comment>
      <translation>Solicitud</translation>
    </message>
    <message>
      <source>Response</source>
      <comment>tab title</comment>
      <translation>Respuesta</translation>
    </message>
    <message>
      <source>Contract</source>
      <comment>tab title</comment>
      <translation>Contrato</translation>
    </message>
    <message>
      <source>Not copied: no token is known now for the server this request went to. Choose that server and type its token, or copy without the token.</source>
      <translation>No se copió: ahora no se conoce ningún token para el servidor al que fue esta solicitud. Elija ese servidor e introduzca su token, o copie sin el token.</translation>
    </message>
    <message>
      <source>Copy the token too?</source>
      <translation>¿Copiar también el token?</translation>
    </message>
    <message>
      <source>The command will hold the token in plain text. Anyone who sees it, or the shell history it lands in, can use the token.</source>
      <translation>El comando contendrá el token como texto sin cifrar. Cualquiera que lo vea, o que vea el historial del shell donde quede guardado, puede usar el token.</translation>
    </message>
    <message>
      <source>Copy &amp;with token</source>
      <translation>Copiar &amp;con token</translation>
    </message>
    <message>
      <source>Copied the request as a curl command.</source>
      <translation>Se copió la solicitud como comando curl.</translation>
    </message>
  </context>
  <context>
    <name>Instance</name>
    <message>
      <source>{app_name} is already open for this data folder. Use that window: a second copy would send the same plants again, so this one sends nothing.</source>
      <translation>{app_name} ya está abierto para esta carpeta de datos. Use esa ventana: una segunda copia enviaría las mismas plantas otra vez, así que esta no envía nada.</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>The app stopped while sending it: it may have reached the server.</source>
      <translation>La aplicación se detuvo mientras la enviaba: puede que haya llegado al servidor.</translation>
    </message>
    <message>
      <source>The history at {path} cannot be opened: {reason}</source>
      <translation>No se puede abrir el historial en {path}: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} is damaged or is not a history file: {reason}</source>
      <translation>El historial en {path} está dañado o no es un archivo de historial: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} was written by a newer version of the app.</source>
      <translation>El historial en {path} lo escribió una versión más reciente de la aplicación.</translation>
    </message>
    <message>
      <source>The history is closed.</source>
      <translation>El historial está cerrado.</translation>
    </message>
    <message>
      <source>The history could not be read or written: {reason}</source>
      <translation>No se pudo leer ni escribir el historial: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} cannot be written: {reason}. Check that the folder is writable.</source>
      <translation>No se puede escribir el historial en {path}: {reason}. Compruebe que se puede escribir en la carpeta.</translation>
    </message>
  </context>
  <context>
    <name>JournalRepair</name>
    <message>
      <source>{problem} The history is off for this session: nothing is kept.</source>
      <translation>{problem} El historial está desactivado en esta sesión: no se guarda nada.</translation>
    </message>
    <message>
      <source>{problem} The history is off for this session ({reason}).</source>
      <translation>{problem} El historial está desactivado en esta sesión ({reason}).</translation>
    </message>
    <message>
      <source>{problem} It was set aside as {file}, and a new history was started. Plants carried over: {saved} (waiting or needing a check).</source>
      <translation>{problem} Se apartó como {file} y se empezó un historial nuevo. Plantas conservadas: {saved} (en espera o pendientes de comprobación).</translation>
    </message>
    <message>
      <source>Entries lost: {lost} of {held}.</source>
      <translation>Entradas perdidas: {lost} de {held}.</translation>
    </message>
    <message>
      <source>Entries lost: at least {least}, at most {most}.</source>
      <translation>Entradas perdidas: al menos {least}, como mucho {most}.</translation>
    </message>
    <message>
      <source>Entries lost: at least {least}; how many more cannot be told.</source>
      <translation>Entradas perdidas: al menos {least}; no se puede saber cuántas más.</translation>
    </message>
    <message>
      <source>How many entries were lost cannot be told.</source>
      <translation>No se puede saber cuántas entradas se perdieron.</translation>
    </message>
    <message>
      <source>Plants that were waiting or needed a check may be among the lost entries: they were not carried over.</source>
      <translation>Entre las entradas perdidas puede haber plantas en espera o pendientes de comprobación: no se conservaron.</translation>
    </message>
  </context>
  <context>
    <name>LabelDialog</name>
    <message>
      <source>Print labels</source>
      <translation>Imprimir etiquetas</translation>
    </message>
    <message>
      <source>Label size</source>
      <translation>Tamaño de etiqueta</translation>
    </message>
    <message>
      <source>Label &amp;size:</source>
      <translation>&amp;Tamaño de etiqueta:</translation>
    </message>
    <message>
      <source>Preview of the labels</source>
      <translation>Vista previa de las etiquetas</translation>
    </message>
    <message>
      <source>&amp;Print…</source>
      <translation>&amp;Imprimir…</translation>
    </message>
    <message>
      <source>Save as P&amp;DF…</source>
      <translation>Guardar como P&amp;DF…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>The preview shows the first {shown} of {total} labels.</source>
      <translation>La vista previa muestra las primeras {shown} de {total} etiquetas.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln label to print.</source>
      <translation>
        <numerusform>%Ln etiqueta para imprimir.</numerusform>
        <numerusform>%Ln etiquetas para imprimir.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln labels to print.</source>
      <translation>
        <numerusform>%Ln etiqueta para imprimir.</numerusform>
        <numerusform>%Ln etiquetas para imprimir.</numerusform>
      </translation>
    </message>
    <message>
      <source>Save the labels as PDF</source>
      <translation>Guardar las etiquetas como PDF</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>Archivos PDF (*.pdf)</translation>
    </message>
  </context>
  <context>
    <name>Labels</name>
    <message>
      <source>A4 sheet of 24 labels (3 × 8), 70 × 37 mm each</source>
      <translation>Hoja A4 de 24 etiquetas (3 × 8), de 70 × 37 mm cada una</translation>
    </message>
    <message>
      <source>Roll of {width} × {height} mm labels</source>
      <translation>Rollo de etiquetas de {width} × {height} mm</translation>
    </message>
    <message>
      <source>No label to print</source>
      <translation>No hay etiqueta que imprimir</translation>
    </message>
    <message>
      <source>No plant has been created here since the app started. Create one, or choose a created plant in the history, then print its label.</source>
      <translation>No se ha creado ninguna planta aquí desde que se abrió el programa. Cree una, o elija una planta creada en el historial, y luego imprima su etiqueta.</translation>
    </message>
    <message>
      <source>Plant {plant_id} was not created, so it has no label. Choose a created plant in the history.</source>
      <translation>La planta {plant_id} no se creó, así que no tiene etiqueta. Elija una planta creada en el historial.</translation>
    </message>
    <message numerus="yes">
      <source>None of the %Ln history rows chosen is a created plant, so none has a label. Choose created plants in the history.</source>
      <translation>
        <numerusform>La fila elegida del historial no es una planta creada, así que no tiene etiqueta. Elija plantas creadas en el historial.</numerusform>
        <numerusform>Ninguna de las %Ln filas elegidas del historial es una planta creada, así que ninguna tiene etiqueta. Elija plantas creadas en el historial.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln label sent to {where}.</source>
      <translation>
        <numerusform>%Ln etiqueta enviada a {where}.</numerusform>
        <numerusform>%Ln etiquetas enviadas a {where}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln labels sent to {where}.</source>
      <translation>
        <numerusform>%Ln etiqueta enviada a {where}.</numerusform>
        <numerusform>%Ln etiquetas enviadas a {where}.</numerusform>
      </translation>
    </message>
    <message>
      <source>The labels could not be printed: {error}</source>
      <translation>No se pudieron imprimir las etiquetas: {error}</translation>
    </message>
    <message>
      <source>The labels could not be printed: the printer or the file could not be opened. Check that the printer is there, or that the file's folder can be written to.</source>
      <translation>No se pudieron imprimir las etiquetas: no se pudo abrir la impresora o el archivo. Compruebe que la impresora está disponible o que se puede escribir en la carpeta del archivo.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <source>The new language is used from the next start. Restart now? The sandbox starts again empty, and what you typed in the form is not kept.</source>
      <translation>El nuevo idioma se usará a partir del próximo inicio. ¿Reiniciar ahora? El entorno de pruebas se inicia de nuevo vacío y lo que ha escrito en el formulario no se conserva.</translation>
    </message>
    <message>
      <source>The new language is used from the next start. Restart now? What you typed in the form is kept; a token that is not in the system keyring must be typed again.</source>
      <translation>El nuevo idioma se usa desde el próximo inicio. ¿Reiniciar ahora? Lo que escribió en el formulario se conserva; un token que no esté en el llavero del sistema debe escribirse de nuevo.</translation>
    </message>
    <message>
      <source>&amp;Restart now</source>
      <translation>&amp;Reiniciar ahora</translation>
    </message>
    <message>
      <source>No plant has been sent to this server from the form yet.</source>
      <translation>Todavía no se ha enviado ninguna planta a este servidor desde el formulario.</translation>
    </message>
    <message>
      <source>The setting could not be saved: {error}</source>
      <translation>No se pudo guardar el ajuste: {error}</translation>
    </message>
    <message>
      <source>About {app_name}</source>
      <translation>Acerca de {app_name}</translation>
    </message>
    <message>
      <source>{app_name} {version}

Creates plants in a Plant Store server.</source>
      <translation>{app_name} {version}

Crea plantas en un servidor Plant Store.</translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <source>&amp;System</source>
      <comment>theme</comment>
      <translation>&amp;Sistema</translation>
    </message>
    <message>
      <source>&amp;Light</source>
      <comment>theme</comment>
      <translation>&amp;Claro</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <comment>theme</comment>
      <translation>&amp;Oscuro</translation>
    </message>
    <message>
      <source>P&amp;rint label…</source>
      <translation>&amp;Imprimir etiqueta…</translation>
    </message>
    <message>
      <source>Print the label of the plant chosen in the history, or of the last one.</source>
      <translation>Imprimir la etiqueta de la planta elegida en el historial o, si no, la de la última creada.</translation>
    </message>
    <message>
      <source>Print a label for &amp;each new plant</source>
      <translation>Imprimir una etiqueta para cada planta nue&amp;va</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Archivo</translation>
    </message>
    <message>
      <source>&amp;Create plant</source>
      <translation>&amp;Crear planta</translation>
    </message>
    <message>
      <source>S&amp;top waiting</source>
      <translation>&amp;Dejar de esperar</translation>
    </message>
    <message>
      <source>Copy the &amp;last plant</source>
      <translation>Co&amp;piar la última planta</translation>
    </message>
    <message>
      <source>Fill the form from the last plant sent, with the next id.</source>
      <translation>Rellena el formulario con la última planta enviada, con el id siguiente.</translation>
    </message>
    <message>
      <source>T&amp;yping aids</source>
      <translation>A&amp;yudas de escritura</translation>
    </message>
    <message>
      <source>Offer used tags, move on from a filled field with Enter, and the form's options.</source>
      <translation>Ofrece etiquetas ya usadas, pasa de un campo relleno al siguiente con Enter y las opciones del formulario.</translation>
    </message>
    <message>
      <source>Send many plants from a &amp;spreadsheet…</source>
      <translation>Enviar muchas plantas desde una &amp;hoja de cálculo…</translation>
    </message>
    <message>
      <source>Send many plants from &amp;pasted rows</source>
      <translation>Enviar muchas plantas desde &amp;filas pegadas</translation>
    </message>
    <message>
      <source>Show the &amp;outbox…</source>
      <translation>&amp;Mostrar la bandeja de salida…</translation>
    </message>
    <message>
      <source>Send the outbox &amp;now</source>
      <translation>E&amp;nviar ahora la bandeja de salida</translation>
    </message>
    <message>
      <source>Send the outbox &amp;automatically</source>
      <translation>Enviar la bandeja de salida a&amp;utomáticamente</translation>
    </message>
    <message>
      <source>&amp;Manage servers…</source>
      <translation>&amp;Administrar servidores…</translation>
    </message>
    <message>
      <source>Try the sand&amp;box</source>
      <translation>Probar el &amp;entorno de pruebas</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>Find in &amp;history</source>
      <translation>Buscar en el &amp;historial</translation>
    </message>
    <message>
      <source>&amp;Theme</source>
      <translation>&amp;Tema</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Idioma</translation>
    </message>
    <message>
      <source>S&amp;ounds</source>
      <translation>S&amp;onidos</translation>
    </message>
    <message>
      <source>A sound says when a plant is created, not created or put in the outbox, and when a batch ends.</source>
      <translation>Un sonido indica cuándo se crea una planta, cuándo no se crea o se deja en la bandeja de salida, y cuándo termina un lote.</translation>
    </message>
    <message>
      <source>&amp;System language</source>
      <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Ay&amp;uda</translation>
    </message>
    <message>
      <source>&amp;About {app}</source>
      <translation>&amp;Acerca de {app}</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>Atajos de &amp;teclado</translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as &amp;HAR…</source>
      <translation>
        <numerusform>Exportar como HA&amp;R la %Ln fila elegida del historial…</numerusform>
        <numerusform>Exportar como HA&amp;R las %Ln filas elegidas del historial…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as HAR with the to&amp;ken…</source>
      <translation>
        <numerusform>Exportar la %Ln fila elegida del historial como HAR con el to&amp;ken…</numerusform>
        <numerusform>Exportar las %Ln filas elegidas del historial como HAR con el to&amp;ken…</numerusform>
      </translation>
    </message>
    <message>
      <source>Export the exchange shown as &amp;HAR…</source>
      <translation>Exportar como HA&amp;R el intercambio mostrado…</translation>
    </message>
    <message>
      <source>Export the exchange shown as HAR with the to&amp;ken…</source>
      <translation>Exportar el intercambio mostrado como HAR con el to&amp;ken…</translation>
    </message>
  </context>
  <context>
    <name>Models</name>
    <message>
      <source>tag must be a string when it is present, not null</source>
      <translation>tag debe ser una cadena cuando está presente, no null</translation>
    </message>
  </context>
  <context>
    <name>NoticeBar</name>
    <message>
      <source>Notices</source>
      <translation>Avisos</translation>
    </message>
    <message>
      <source>Previous notice</source>
      <translation>Aviso anterior</translation>
    </message>
    <message>
      <source>Next notice</source>
      <translation>Aviso siguiente</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>Descartar</translation>
    </message>
    <message>
      <source>Dismiss this notice</source>
      <translation>Descartar este aviso</translation>
    </message>
    <message>
      <source>{index} of {count}</source>
      <comment>which notice is shown, of how many</comment>
      <translation>{index} de {count}</translation>
    </message>
  </context>
  <context>
    <name>Outbox</name>
    <message>
      <source>Plants waiting for their server. Click to see them.</source>
      <translation>Plantas que esperan a su servidor. Haga clic para verlas.</translation>
    </message>
    <message>
      <source>Sent 1 plant from the outbox; it was created. See the history.</source>
      <translation>Se envió 1 planta desde la bandeja de salida; se creó. Consulte el historial.</translation>
    </message>
    <message>
      <source>Sent 1 plant from the outbox; it was not created. See the history.</source>
      <translation>Se envió 1 planta desde la bandeja de salida; no se creó. Consulte el historial.</translation>
    </message>
    <message numerus="yes">
      <source>Sent %Ln plants from the outbox; {created} created. Their results are in the history.</source>
      <translation>
        <numerusform>Se envió %Ln planta desde la bandeja de salida; {created} creadas. Su resultado está en el historial.</numerusform>
        <numerusform>Se enviaron %Ln plantas desde la bandeja de salida; {created} creadas. Sus resultados están en el historial.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %Ln waiting · sending…</source>
      <translation>
        <numerusform>Bandeja de salida: %Ln en espera · enviando…</numerusform>
        <numerusform>Bandeja de salida: %Ln en espera · enviando…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %Ln waiting</source>
      <translation>
        <numerusform>Bandeja de salida: %Ln en espera</numerusform>
        <numerusform>Bandeja de salida: %Ln en espera</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>OutboxView</name>
    <message>
      <source>Since</source>
      <comment>column title: when the plant began to wait</comment>
      <translation>Desde</translation>
    </message>
    <message>
      <source>Server</source>
      <comment>column title</comment>
      <translation>Servidor</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>column title: the plant's id</comment>
      <translation>Id</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>column title: the plant's name</comment>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Why it waits</source>
      <comment>column title</comment>
      <translation>Motivo de la espera</translation>
    </message>
    <message>
      <source>Outbox</source>
      <translation>Bandeja de salida</translation>
    </message>
    <message>
      <source>Waiting plants</source>
      <translation>Plantas en espera</translation>
    </message>
    <message>
      <source>Why the chosen plant waits</source>
      <translation>Por qué espera la planta elegida</translation>
    </message>
    <message>
      <source>Outbox status</source>
      <translation>Estado de la bandeja de salida</translation>
    </message>
    <message>
      <source>Send &amp;now</source>
      <translation>Enviar &amp;ahora</translation>
    </message>
    <message>
      <source>&amp;Remove…</source>
      <translation>&amp;Quitar…</translation>
    </message>
    <message>
      <source>Take the chosen plants out of the outbox without sending.</source>
      <translation>Quita las plantas elegidas de la bandeja de salida sin enviarlas.</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <source>The outbox could not be read: {error}</source>
      <translation>No se pudo leer la bandeja de salida: {error}</translation>
    </message>
    <message>
      <source>{said} The outbox is empty.</source>
      <translation>{said} La bandeja de salida está vacía.</translation>
    </message>
    <message>
      <source>The outbox is empty.</source>
      <translation>La bandeja de salida está vacía.</translation>
    </message>
    <message>
      <source>1 plant waits to be sent. Press Send now to send it.</source>
      <translation>1 planta espera a ser enviada. Pulse Enviar ahora para enviarla.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants wait to be sent. Choose some and press Send now, or press Send now to send them all.</source>
      <translation>
        <numerusform>%Ln planta espera a ser enviada. Elija algunas y pulse Enviar ahora, o pulse Enviar ahora para enviarlas todas.</numerusform>
        <numerusform>%Ln plantas esperan a ser enviadas. Elija algunas y pulse Enviar ahora, o pulse Enviar ahora para enviarlas todas.</numerusform>
      </translation>
    </message>
    <message>
      <source>Nothing could be sent. {why}</source>
      <translation>No se pudo enviar nada. {why}</translation>
    </message>
    <message>
      <source>Sending 1 plant…</source>
      <translation>Enviando 1 planta…</translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln plants…</source>
      <translation>
        <numerusform>Enviando %Ln planta…</numerusform>
        <numerusform>Enviando %Ln plantas…</numerusform>
      </translation>
    </message>
    <message>
      <source>Sent 1 plant: {created} created. See the history.</source>
      <translation>Se envió 1 planta; creadas: {created}. Consulte el historial.</translation>
    </message>
    <message numerus="yes">
      <source>Sent %Ln plants: {created} created. See the history.</source>
      <translation>
        <numerusform>Se envió %Ln planta; creadas: {created}. Consulte el historial.</numerusform>
        <numerusform>Se enviaron %Ln plantas; creadas: {created}. Consulte el historial.</numerusform>
      </translation>
    </message>
    <message>
      <source>Nothing was sent: the server still cannot be reached. The plants wait.</source>
      <translation>No se envió nada: el servidor sigue sin estar accesible. Las plantas siguen en espera.</translation>
    </message>
    <message>
      <source>Nothing was sent: no chosen plant could be sent now.</source>
      <translation>No se envió nada: ninguna planta elegida se podía enviar ahora.</translation>
    </message>
    <message>
      <source>Remove plant {id} from the outbox without sending it? It stays in the history as removed.</source>
      <translation>¿Quitar la planta {id} de la bandeja de salida sin enviarla? Quedará en el historial como quitada.</translation>
    </message>
    <message>
      <source>Remove this plant from the outbox without sending it? It stays in the history as removed.</source>
      <translation>¿Quitar esta planta de la bandeja de salida sin enviarla? Quedará en el historial como quitada.</translation>
    </message>
    <message>
      <source>&amp;Remove plant</source>
      <translation>&amp;Quitar planta</translation>
    </message>
    <message numerus="yes">
      <source>Remove %Ln plants from the outbox without sending them? They stay in the history as removed.</source>
      <translation>
        <numerusform>¿Quitar %Ln planta de la bandeja de salida sin enviarla? Quedará en el historial como quitada.</numerusform>
        <numerusform>¿Quitar %Ln plantas de la bandeja de salida sin enviarlas? Quedarán en el historial como quitadas.</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Remove plants</source>
      <translation>&amp;Quitar plantas</translation>
    </message>
    <message>
      <source>Remove from the outbox?</source>
      <translation>¿Quitar de la bandeja de salida?</translation>
    </message>
    <message>
      <source>The plants could not be removed: {error}</source>
      <translation>No se pudieron quitar las plantas: {error}</translation>
    </message>
    <message>
      <source>Removed 1 plant from the outbox.</source>
      <translation>Se quitó 1 planta de la bandeja de salida.</translation>
    </message>
    <message numerus="yes">
      <source>Removed %Ln plants from the outbox.</source>
      <translation>
        <numerusform>Se quitó %Ln planta de la bandeja de salida.</numerusform>
        <numerusform>Se quitaron %Ln plantas de la bandeja de salida.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>not allowed</source>
      <comment>why no answer came</comment>
      <translation>no permitido</translation>
    </message>
    <message>
      <source>invalid request</source>
      <comment>why no answer came</comment>
      <translation>solicitud no válida</translation>
    </message>
    <message>
      <source>connection refused</source>
      <comment>why no answer came</comment>
      <translation>conexión rechazada</translation>
    </message>
    <message>
      <source>host not found</source>
      <comment>why no answer came</comment>
      <translation>servidor no encontrado</translation>
    </message>
    <message>
      <source>TLS</source>
      <comment>why no answer came: the secure connection failed</comment>
      <translation>TLS</translation>
    </message>
    <message>
      <source>client certificate</source>
      <comment>why no answer came</comment>
      <translation>certificado de cliente</translation>
    </message>
    <message>
      <source>connect timeout</source>
      <comment>why no answer came</comment>
      <translation>tiempo de conexión agotado</translation>
    </message>
    <message>
      <source>timed out</source>
      <comment>why no answer came</comment>
      <translation>tiempo agotado</translation>
    </message>
    <message>
      <source>connection lost</source>
      <comment>why no answer came</comment>
      <translation>conexión perdida</translation>
    </message>
    <message>
      <source>cancelled</source>
      <comment>why no answer came</comment>
      <translation>cancelado</translation>
    </message>
  </context>
  <context>
    <name>PlantForm</name>
    <message>
      <source>New plant</source>
      <translation>Nueva planta</translation>
    </message>
    <message>
      <source>Sug&amp;gest the next id</source>
      <translation>Sugerir el siguien&amp;te id</translation>
    </message>
    <message>
      <source>After a plant is sent, Id shows the next id that is not taken on this server.</source>
      <translation>Tras enviar una planta, Id muestra el siguiente id libre en este servidor.</translation>
    </message>
    <message>
      <source>Keep for the ne&amp;xt plant</source>
      <translation>Conservar para la si&amp;guiente planta</translation>
    </message>
    <message>
      <source>After a plant is sent, Tag keeps its tag.</source>
      <translation>Tras enviar una planta, Etiqueta conserva su etiqueta.</translation>
    </message>
    <message>
      <source>Keep the tag for the next plant</source>
      <translation>Conservar la etiqueta para la siguiente planta</translation>
    </message>
    <message>
      <source>Plant id</source>
      <translation>Id de la planta</translation>
    </message>
    <message>
      <source>A whole number, e.g. 1042.</source>
      <translation>Un número entero, p. ej. 1042.</translation>
    </message>
    <message>
      <source>Required, at most {limit} characters.</source>
      <translation>Obligatorio, como máximo {limit} caracteres.</translation>
    </message>
    <message>
      <source>Plant name</source>
      <translation>Nombre de la planta</translation>
    </message>
    <message>
      <source>Optional: the type of plant, e.g. fern; at most {limit} characters.</source>
      <translation>Opcional: el tipo de planta, p. ej. helecho; como máximo {limit} caracteres.</translation>
    </message>
    <message>
      <source>Plant tag</source>
      <translation>Etiqueta de la planta</translation>
    </message>
    <message>
      <source>e.g. Monstera deliciosa</source>
      <translation>p. ej. Monstera deliciosa</translation>
    </message>
    <message>
      <source>e.g. tropical</source>
      <translation>p. ej. tropical</translation>
    </message>
    <message>
      <source>&amp;Id:</source>
      <translation>I&amp;d:</translation>
    </message>
    <message>
      <source>&amp;Name:</source>
      <translation>No&amp;mbre:</translation>
    </message>
    <message>
      <source>&amp;Tag:</source>
      <translation>Eti&amp;queta:</translation>
    </message>
    <message>
      <source>&amp;Create plant</source>
      <translation>&amp;Crear planta</translation>
    </message>
    <message>
      <source>Send the plant to the server (Enter)</source>
      <translation>Enviar la planta al servidor (Enter)</translation>
    </message>
    <message>
      <source>Stop waiting</source>
      <translation>Dejar de esperar</translation>
    </message>
    <message>
      <source>Stop waiting for the server's answer (Esc)</source>
      <translation>Dejar de esperar la respuesta del servidor (Esc)</translation>
    </message>
    <message>
      <source>Plant {id} was created on this server at {time} — press Enter again to send it anyway.</source>
      <translation>La planta {id} se creó en este servidor a las {time}: pulse Enter otra vez para enviarla de todos modos.</translation>
    </message>
    <message>
      <source>Plant {id} was created on this server on {date} at {time} — press Enter again to send it anyway.</source>
      <translation>La planta {id} se creó en este servidor el {date} a las {time}: pulse Enter otra vez para enviarla de todos modos.</translation>
    </message>
  </context>
  <context>
    <name>Profiles</name>
    <message>
      <source>The profile name cannot be blank.</source>
      <translation>El nombre del perfil no puede estar vacío.</translation>
    </message>
    <message>
      <source>The profile name can have at most {limit} characters.</source>
      <translation>El nombre del perfil puede tener como máximo {limit} caracteres.</translation>
    </message>
    <message>
      <source>The profile name cannot contain control characters.</source>
      <translation>El nombre del perfil no puede contener caracteres de control.</translation>
    </message>
    <message>
      <source>The profile id must be 1–64 letters, digits or {characters}.</source>
      <translation>El id del perfil debe tener de 1 a 64 letras, dígitos o {characters}.</translation>
    </message>
    <message>
      <source>The timeout must be more than 0 and at most 600 seconds.</source>
      <translation>El tiempo límite debe ser mayor que 0 y de 600 segundos como máximo.</translation>
    </message>
    <message>
      <source>The field {field} must be a number.</source>
      <translation>El campo {field} debe ser un número.</translation>
    </message>
    <message>
      <source>The field {field} must be a boolean.</source>
      <translation>El campo {field} debe ser un booleano.</translation>
    </message>
    <message>
      <source>The field {field} must be a string.</source>
      <translation>El campo {field} debe ser una cadena de texto.</translation>
    </message>
    <message>
      <source>The field {field} is missing.</source>
      <translation>Falta el campo {field}.</translation>
    </message>
    <message>
      <source>A profile must be a JSON object.</source>
      <translation>Un perfil debe ser un objeto JSON.</translation>
    </message>
    <message>
      <source>Two profiles have the same id.</source>
      <translation>Dos perfiles tienen el mismo id.</translation>
    </message>
    <message>
      <source>Two profiles have the same name.</source>
      <translation>Dos perfiles tienen el mismo nombre.</translation>
    </message>
    <message>
      <source>That profile no longer exists.</source>
      <translation>Ese perfil ya no existe.</translation>
    </message>
    <message>
      <source>There is already a profile named {name}.</source>
      <translation>Ya hay un perfil llamado {name}.</translation>
    </message>
    <message>
      <source>{name} (copy)</source>
      <comment>the name of a copy of a server profile</comment>
      <translation>{name} (copia)</translation>
    </message>
    <message>
      <source>{name} (copy {number})</source>
      <comment>the name of a further copy of a server profile</comment>
      <translation>{name} (copia {number})</translation>
    </message>
    <message>
      <source>{name} ({number})</source>
      <comment>a server profile's name made unique by a number</comment>
      <translation>{name} ({number})</translation>
    </message>
    <message>
      <source>Could not read the profiles file {path} ({reason}); changes will not be saved in this session.</source>
      <translation>No se pudo leer el archivo de perfiles {path} ({reason}); los cambios no se guardarán en esta sesión.</translation>
    </message>
    <message>
      <source>The profiles file {path} was written by a newer version of Plant Store GUI; changes will not be saved, so that file is left as it is.</source>
      <translation>El archivo de perfiles {path} lo escribió una versión más reciente de Plant Store GUI; los cambios no se guardarán, para dejar ese archivo como está.</translation>
    </message>
    <message>
      <source>The profiles file {path} is damaged and not set aside ({reason}); changes will not be saved in this session.</source>
      <translation>El archivo de perfiles {path} está dañado y no se ha apartado ({reason}); los cambios no se guardarán en esta sesión.</translation>
    </message>
    <message>
      <source>The profiles file could not be read, so it was set aside as {file} (in {folder}) and you start with no profiles.</source>
      <translation>No se pudo leer el archivo de perfiles, así que se apartó como {file} (en {folder}) y empieza sin perfiles.</translation>
    </message>
    <message>
      <source>The profiles file {path} has been written by a newer version of Plant Store GUI; it is left as it is.</source>
      <translation>El archivo de perfiles {path} lo escribió una versión más reciente de Plant Store GUI; se deja como está.</translation>
    </message>
    <message>
      <source>Profiles are not saved. {reason}</source>
      <translation>Los perfiles no se guardan. {reason}</translation>
    </message>
    <message>
      <source>Could not save the profiles to {path}: {reason}.</source>
      <translation>No se pudieron guardar los perfiles en {path}: {reason}.</translation>
    </message>
    <message>
      <source>Could not save the profiles export to {path}: {reason}.</source>
      <translation>No se pudo guardar la exportación de perfiles en {path}: {reason}.</translation>
    </message>
    <message>
      <source>Ignored the field {field} of profile {name}: tokens and other secrets are never imported.</source>
      <translation>Se ignoró el campo {field} del perfil {name}: los tokens y demás secretos nunca se importan.</translation>
    </message>
    <message>
      <source>Ignored the unknown field {field} of profile {name}.</source>
      <translation>Se ignoró el campo desconocido {field} del perfil {name}.</translation>
    </message>
    <message>
      <source>Ignored the field {field} of profile {number}: tokens and other secrets are never imported.</source>
      <translation>Se ignoró el campo {field} del perfil {number}: los tokens y demás secretos nunca se importan.</translation>
    </message>
    <message>
      <source>Ignored the unknown field {field} of profile {number}.</source>
      <translation>Se ignoró el campo desconocido {field} del perfil {number}.</translation>
    </message>
    <message>
      <source>Left out the CA bundle of profile {name}: {problem}</source>
      <translation>Se omitió el paquete de CA del perfil {name}: {problem}</translation>
    </message>
    <message>
      <source>Left out the contract document of profile {name}: {problem}</source>
      <translation>Se omitió el documento de contrato del perfil {name}: {problem}</translation>
    </message>
    <message>
      <source>Left out the client certificate of profile {name}: {problem}</source>
      <translation>Se omitió el certificado de cliente del perfil {name}: {problem}</translation>
    </message>
    <message>
      <source>{path} holds no certificate.</source>
      <translation>{path} no contiene ningún certificado.</translation>
    </message>
    <message>
      <source>Could not read {path}: {reason}.</source>
      <translation>No se pudo leer {path}: {reason}.</translation>
    </message>
    <message>
      <source>{file} is larger than {limit} MB; a profiles export is far smaller.</source>
      <translation>{file} supera los {limit} MB; una exportación de perfiles es mucho más pequeña.</translation>
    </message>
    <message>
      <source>{file} is not a profiles export: it is not JSON.</source>
      <translation>{file} no es una exportación de perfiles: no es JSON.</translation>
    </message>
    <message>
      <source>{file} is not a Plant Store GUI profiles export.</source>
      <translation>{file} no es una exportación de perfiles de Plant Store GUI.</translation>
    </message>
    <message>
      <source>{file} holds {count} profiles; at most {limit} can be imported at once.</source>
      <translation>{file} contiene {count} perfiles; se pueden importar como máximo {limit} a la vez.</translation>
    </message>
    <message>
      <source>Left out profile {name}: it is already here, the same.</source>
      <translation>Se omitió el perfil {name}: ya está aquí, igual.</translation>
    </message>
    <message>
      <source>Tokens are never imported: type this server's token before sending to it.</source>
      <translation>Los tokens nunca se importan: escriba el token de este servidor antes de enviarle nada.</translation>
    </message>
    <message>
      <source>Tokens are never imported: type each server's token before sending to it.</source>
      <translation>Los tokens nunca se importan: escriba el token de cada servidor antes de enviarle nada.</translation>
    </message>
    <message>
      <source>No server was imported.</source>
      <translation>No se importó ningún servidor.</translation>
    </message>
    <message>
      <source>, </source>
      <comment>between the names in a list</comment>
      <translation>, </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln server: {names}.</source>
      <translation>
        <numerusform>Se importó %Ln servidor: {names}.</numerusform>
        <numerusform>Se importaron %Ln servidores: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln servers: {names}.</source>
      <translation>
        <numerusform>Se importó %Ln servidor: {names}.</numerusform>
        <numerusform>Se importaron %Ln servidores: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln servers, among them {names}.</source>
      <translation>
        <numerusform>Se importó %Ln servidor, entre ellos {names}.</numerusform>
        <numerusform>Se importaron %Ln servidores, entre ellos {names}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Skipped profile {number} ({name}): its {field} is {value}. {reason}</source>
      <translation>Se omitió el perfil {number} ({name}): su campo {field} es {value}. {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number}: its {field} is {value}. {reason}</source>
      <translation>Se omitió el perfil {number}: su campo {field} es {value}. {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number} ({name}): {reason}</source>
      <translation>Se omitió el perfil {number} ({name}): {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number}: {reason}</source>
      <translation>Se omitió el perfil {number}: {reason}</translation>
    </message>
  </context>
  <context>
    <name>ProfilesDialog</name>
    <message>
      <source>Kept in the system keyring, never in a file.</source>
      <translation>Se guarda en el llavero del sistema, nunca en un archivo.</translation>
    </message>
    <message>
      <source>Manage servers</source>
      <translation>Administrar servidores</translation>
    </message>
    <message>
      <source>Saved servers</source>
      <translation>Servidores guardados</translation>
    </message>
    <message>
      <source>&amp;Add</source>
      <comment>button that adds a server</comment>
      <translation>&amp;Añadir</translation>
    </message>
    <message>
      <source>D&amp;uplicate</source>
      <translation>D&amp;uplicar</translation>
    </message>
    <message>
      <source>&amp;Delete…</source>
      <translation>&amp;Eliminar…</translation>
    </message>
    <message>
      <source>Set as de&amp;fault</source>
      <translation>Establecer como &amp;predeterminado</translation>
    </message>
    <message>
      <source>&amp;Import…</source>
      <translation>&amp;Importar…</translation>
    </message>
    <message>
      <source>E&amp;xport…</source>
      <translation>E&amp;xportar…</translation>
    </message>
    <message>
      <source>Server name</source>
      <translation>Nombre del servidor</translation>
    </message>
    <message>
      <source>How the server is listed; at most {limit} characters.</source>
      <translation>Cómo aparece el servidor en la lista; como máximo {limit} caracteres.</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL base</translation>
    </message>
    <message>
      <source>Plants are sent to this address + {path}.</source>
      <translation>Las plantas se envían a esta dirección + {path}.</translation>
    </message>
    <message>
      <source> s</source>
      <comment>suffix of the time limit, in seconds</comment>
      <translation> s</translation>
    </message>
    <message>
      <source>Time limit</source>
      <translation>Tiempo límite</translation>
    </message>
    <message>
      <source>&amp;Verify the server's TLS certificate</source>
      <translation>&amp;Verificar el certificado TLS del servidor</translation>
    </message>
    <message>
      <source>CA bundle</source>
      <translation>Paquete de CA</translation>
    </message>
    <message>
      <source>Optional: a PEM file of CAs</source>
      <translation>Opcional: archivo PEM de CA</translation>
    </message>
    <message>
      <source>Certificate authorities to trust for this server besides the system's, in one PEM file. Used only while the server's TLS certificate is verified.</source>
      <translation>Autoridades de certificación en las que confiar para este servidor además de las del sistema, en un archivo PEM. Solo se usan mientras se verifica el certificado TLS del servidor.</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Examinar…</translation>
    </message>
    <message>
      <source>Choose a client certificate</source>
      <translation>Elegir un certificado de cliente</translation>
    </message>
    <message>
      <source>Client certificate</source>
      <translation>Certificado de cliente</translation>
    </message>
    <message>
      <source>Optional: presented to servers that ask for one. A PEM file, or a PKCS#12 file (.p12, .pfx) holding the key too.</source>
      <translation>Opcional: se presenta a los servidores que lo piden. Un archivo PEM, o un archivo PKCS#12 (.p12, .pfx) que también contiene la clave.</translation>
    </message>
    <message>
      <source>Choose the key file</source>
      <translation>Elegir el archivo de la clave</translation>
    </message>
    <message>
      <source>Certificate key</source>
      <translation>Clave del certificado</translation>
    </message>
    <message>
      <source>The PEM key, when it is not in the certificate's file.</source>
      <translation>La clave PEM, cuando no está en el archivo del certificado.</translation>
    </message>
    <message>
      <source>Key passphrase</source>
      <translation>Frase de contraseña de la clave</translation>
    </message>
    <message>
      <source>C&amp;lient certificate:</source>
      <translation>Certificado de c&amp;liente:</translation>
    </message>
    <message>
      <source>Certificate &amp;key:</source>
      <translation>Clave del certi&amp;ficado:</translation>
    </message>
    <message>
      <source>Key &amp;passphrase:</source>
      <translation>Fra&amp;se de contraseña:</translation>
    </message>
    <message>
      <source>The passphrase of an encrypted key. Without a working system keyring, it is kept for this session only.</source>
      <translation>La frase de contraseña de una clave cifrada. Sin un llavero del sistema que funcione, se guarda solo para esta sesión.</translation>
    </message>
    <message>
      <source>The passphrase of an encrypted key. Kept in the system keyring, never in a file.</source>
      <translation>La frase de contraseña de una clave cifrada. Se guarda en el llavero del sistema, nunca en un archivo.</translation>
    </message>
    <message>
      <source>Certificates (*.pem *.crt *.cer *.p12 *.pfx);;All files (*)</source>
      <translation>Certificados (*.pem *.crt *.cer *.p12 *.pfx);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Keys (*.pem *.key);;All files (*)</source>
      <translation>Claves (*.pem *.key);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Contract document</source>
      <translation>Documento de contrato</translation>
    </message>
    <message>
      <source>Optional: an OpenAPI 3.0 or 3.1 file</source>
      <translation>Opcional: un archivo OpenAPI 3.0 o 3.1</translation>
    </message>
    <message>
      <source>The Contract tab checks this server's answers against this document (JSON or YAML). Leave it empty to use the contract built into the app.</source>
      <translation>La pestaña Contrato comprueba las respuestas de este servidor con este documento (JSON o YAML). Déjelo vacío para usar el contrato incluido en la aplicación.</translation>
    </message>
    <message>
      <source>Choose a contract document</source>
      <translation>Elija un documento de contrato</translation>
    </message>
    <message>
      <source>Allow the token over plain &amp;HTTP to this host</source>
      <translation>Permitir el token por &amp;HTTP sin cifrar a este servidor</translation>
    </message>
    <message>
      <source>Anyone on the network path can read a token sent over http://. Loopback addresses never need this.</source>
      <translation>Cualquiera en la ruta de red puede leer un token enviado por http://. Las direcciones de loopback nunca lo necesitan.</translation>
    </message>
    <message>
      <source>&amp;Name:</source>
      <translation>No&amp;mbre:</translation>
    </message>
    <message>
      <source>&amp;Base URL:</source>
      <translation>URL &amp;base:</translation>
    </message>
    <message>
      <source>T&amp;oken:</source>
      <translation>T&amp;oken:</translation>
    </message>
    <message>
      <source>&amp;Time limit:</source>
      <translation>&amp;Tiempo límite:</translation>
    </message>
    <message>
      <source>&amp;CA bundle:</source>
      <translation>Paquete de &amp;CA:</translation>
    </message>
    <message>
      <source>Cont&amp;ract:</source>
      <translation>Cont&amp;rato:</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Guardar</translation>
    </message>
    <message>
      <source>Save this server (Enter)</source>
      <translation>Guardar este servidor (Enter)</translation>
    </message>
    <message>
      <source>The profiles file was written by a newer version of Plant Store GUI or cannot be read: changes here are not saved.</source>
      <translation>El archivo de perfiles lo escribió una versión más reciente de Plant Store GUI o no se puede leer: los cambios aquí no se guardan.</translation>
    </message>
    <message>
      <source>{name}  (default)</source>
      <comment>the default server in the list</comment>
      <translation>{name}  (predeterminado)</translation>
    </message>
    <message>
      <source>Looking for the system keyring…</source>
      <translation>Buscando el llavero del sistema…</translation>
    </message>
    <message>
      <source>Without a system keyring, a token typed here is kept for this session only.</source>
      <translation>Sin un llavero del sistema, un token escrito aquí se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>The system keyring failed just now; a token typed here may be kept for this session only.</source>
      <translation>El llavero del sistema acaba de fallar; un token escrito aquí puede guardarse solo durante esta sesión.</translation>
    </message>
    <message>
      <source>Reading the token from the keyring…</source>
      <translation>Leyendo el token del llavero…</translation>
    </message>
    <message>
      <source>Kept for this session only: the system keyring could not keep it.</source>
      <translation>Guardado solo durante esta sesión: el llavero del sistema no pudo guardarlo.</translation>
    </message>
    <message>
      <source>No token saved. Type it to keep it in the system keyring.</source>
      <translation>No hay ningún token guardado. Escríbalo para guardarlo en el llavero del sistema.</translation>
    </message>
    <message>
      <source>No token saved. Without a system keyring, a token typed here is kept for this session only.</source>
      <translation>No hay ningún token guardado. Sin un llavero del sistema, un token escrito aquí se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>No token saved. The system keyring failed just now; a token typed here may be kept for this session only.</source>
      <translation>No hay ningún token guardado. El llavero del sistema acaba de fallar; un token escrito aquí puede guardarse solo durante esta sesión.</translation>
    </message>
    <message>
      <source>Discard the changes?</source>
      <translation>¿Descartar los cambios?</translation>
    </message>
    <message>
      <source>The changes to this server are not saved. Closing now throws them away.</source>
      <translation>Los cambios de este servidor no están guardados. Si cierra ahora, se pierden.</translation>
    </message>
    <message>
      <source>&amp;Discard changes</source>
      <translation>&amp;Descartar cambios</translation>
    </message>
    <message>
      <source>Cancel</source>
      <comment>leaves the dialog, losing changes</comment>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Close</source>
      <comment>leaves the dialog, all saved</comment>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>New server</source>
      <translation>Nuevo servidor</translation>
    </message>
    <message>
      <source>Saved {name}.</source>
      <translation>Se guardó {name}.</translation>
    </message>
    <message>
      <source>Send the token to a new address?</source>
      <translation>¿Enviar el token a una dirección nueva?</translation>
    </message>
    <message>
      <source>The token of {name} was used with {old_address}. The server now points to {new_address}.

Send the same token there from now on? If you remove it, you type the right token the next time you send.</source>
      <translation>El token de {name} se usaba con {old_address}. Ahora el servidor apunta a {new_address}.

¿Enviar allí el mismo token a partir de ahora? Si lo quita, escribirá el token correcto la próxima vez que envíe.</translation>
    </message>
    <message>
      <source>Send the token there</source>
      <translation>Enviar el token allí</translation>
    </message>
    <message>
      <source>Remove the token</source>
      <translation>Quitar el token</translation>
    </message>
    <message>
      <source>Delete this server?</source>
      <translation>¿Eliminar este servidor?</translation>
    </message>
    <message>
      <source>Delete {name} and its saved token? This cannot be undone.</source>
      <translation>¿Eliminar {name} y su token guardado? Esta acción no se puede deshacer.</translation>
    </message>
    <message>
      <source>Delete server</source>
      <translation>Eliminar servidor</translation>
    </message>
    <message>
      <source>Deleted {name}.</source>
      <translation>Se eliminó {name}.</translation>
    </message>
    <message>
      <source>Choose a CA bundle</source>
      <translation>Elija un paquete de CA</translation>
    </message>
    <message>
      <source>Certificates (*.pem *.crt);;All files (*)</source>
      <translation>Certificados (*.pem *.crt);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>OpenAPI documents (*.yaml *.yml *.json);;All files (*)</source>
      <translation>Documentos OpenAPI (*.yaml *.yml *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Import servers</source>
      <translation>Importar servidores</translation>
    </message>
    <message>
      <source>Nothing was imported: {error}</source>
      <translation>No se importó nada: {error}</translation>
    </message>
    <message>
      <source>Export servers</source>
      <translation>Exportar servidores</translation>
    </message>
    <message>
      <source>The servers could not be exported: {error}</source>
      <translation>No se pudieron exportar los servidores: {error}</translation>
    </message>
    <message>
      <source>Exported the servers, without tokens, to {path}.</source>
      <translation>Se exportaron los servidores, sin tokens, a {path}.</translation>
    </message>
  </context>
  <context>
    <name>RawEditor</name>
    <message>
      <source>Not valid JSON: {problem} (line {line}, column {column}).</source>
      <translation>JSON no válido: {problem} (línea {line}, columna {column}).</translation>
    </message>
    <message>
      <source>Not valid JSON: {problem}.</source>
      <translation>JSON no válido: {problem}.</translation>
    </message>
    <message>
      <source>Not valid JSON: nested too deeply.</source>
      <translation>JSON no válido: anidado a demasiada profundidad.</translation>
    </message>
    <message>
      <source>Error: {finding}</source>
      <translation>Error: {finding}</translation>
    </message>
    <message>
      <source>Error at {where}: {finding}</source>
      <translation>Error en {where}: {finding}</translation>
    </message>
    <message>
      <source>Warning: {finding}</source>
      <translation>Advertencia: {finding}</translation>
    </message>
    <message>
      <source>Warning at {where}: {finding}</source>
      <translation>Advertencia en {where}: {finding}</translation>
    </message>
    <message>
      <source>Note: {finding}</source>
      <translation>Nota: {finding}</translation>
    </message>
    <message>
      <source>Note at {where}: {finding}</source>
      <translation>Nota en {where}: {finding}</translation>
    </message>
    <message>
      <source>Valid JSON, not checked against the contract. {problem}</source>
      <translation>JSON válido, sin comprobar con el contrato. {problem}</translation>
    </message>
    <message numerus="yes">
      <source>%Ln more findings: the Contract tab lists every one once the body is sent.</source>
      <translation>
        <numerusform>%Ln hallazgo más: la pestaña Contrato los muestra todos una vez enviado el cuerpo.</numerusform>
        <numerusform>%Ln hallazgos más: la pestaña Contrato los muestra todos una vez enviado el cuerpo.</numerusform>
      </translation>
    </message>
    <message>
      <source>Valid JSON. The built-in contract lists no JSON body for POST /plants.</source>
      <translation>JSON válido. El contrato integrado no indica ningún cuerpo JSON para POST /plants.</translation>
    </message>
    <message>
      <source>Valid JSON. {document} lists no JSON body for POST /plants.</source>
      <translation>JSON válido. {document} no indica ningún cuerpo JSON para POST /plants.</translation>
    </message>
    <message>
      <source>Valid JSON, and a valid {schema} by the built-in contract, read as {dialect}.</source>
      <translation>JSON válido y un objeto {schema} válido según el contrato integrado, leído como {dialect}.</translation>
    </message>
    <message>
      <source>Valid JSON, and a valid {schema} by {document}, read as {dialect}.</source>
      <translation>JSON válido y un objeto {schema} válido según {document}, leído como {dialect}.</translation>
    </message>
    <message>
      <source>Valid JSON, but not a valid {schema} by the built-in contract, read as {dialect}. It can still be sent, to see what the server says.</source>
      <translation>JSON válido, pero no un objeto {schema} válido según el contrato integrado, leído como {dialect}. Aun así se puede enviar, para ver qué responde el servidor.</translation>
    </message>
    <message>
      <source>Valid JSON, but not a valid {schema} by {document}, read as {dialect}. It can still be sent, to see what the server says.</source>
      <translation>JSON válido, pero no un objeto {schema} válido según {document}, leído como {dialect}. Aun así se puede enviar, para ver qué responde el servidor.</translation>
    </message>
    <message>
      <source>Raw JSON body</source>
      <translation>Cuerpo JSON sin procesar</translation>
    </message>
    <message>
      <source>JSON and contract check of the body</source>
      <translation>Comprobación de JSON y del contrato del cuerpo</translation>
    </message>
    <message>
      <source>Sent exactly as typed, even when the form would refuse it. Marked RAW in the history. Ctrl+Return sends.</source>
      <translation>Se envía tal cual se escribe, aunque el formulario lo rechazaría. Se marca como RAW en el historial. Ctrl+Return lo envía.</translation>
    </message>
    <message>
      <source>Se&amp;nd raw</source>
      <translation>Enviar sin pro&amp;cesar</translation>
    </message>
    <message>
      <source>⚠ {problem} It can still be sent, to see what the server says.</source>
      <translation>⚠ {problem} Aun así se puede enviar, para ver qué responde el servidor.</translation>
    </message>
    <message>
      <source>Valid JSON.</source>
      <translation>JSON válido.</translation>
    </message>
  </context>
  <context>
    <name>RequestView</name>
    <message>
      <source>Request as sent</source>
      <translation>Solicitud tal como se envió</translation>
    </message>
    <message>
      <source>Cop&amp;y</source>
      <translation>Cop&amp;iar</translation>
    </message>
    <message>
      <source>Copy as c&amp;url</source>
      <translation>Co&amp;piar como curl</translation>
    </message>
    <message>
      <source>The token is written as $PLANTSTORE_TOKEN</source>
      <translation>El token se escribe como $PLANTSTORE_TOKEN</translation>
    </message>
    <message>
      <source>Copy as curl with the to&amp;ken…</source>
      <translation>Copiar como curl con el to&amp;ken…</translation>
    </message>
  </context>
  <context>
    <name>ResponseView</name>
    <message>
      <source>Response as received</source>
      <translation>Respuesta tal como se recibió</translation>
    </message>
    <message>
      <source>Size and timing</source>
      <translation>Tamaño y tiempos</translation>
    </message>
    <message>
      <source>Cop&amp;y</source>
      <translation>Cop&amp;iar</translation>
    </message>
    <message>
      <source>No answer.

{failure}</source>
      <translation>Sin respuesta.

{failure}</translation>
    </message>
    <message>
      <source>No answer.</source>
      <translation>Sin respuesta.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln bytes · first byte after {first_byte} ms · complete after {complete} ms</source>
      <translation>
        <numerusform>%Ln byte · primer byte tras {first_byte} ms · completo tras {complete} ms</numerusform>
        <numerusform>%Ln bytes · primer byte tras {first_byte} ms · completo tras {complete} ms</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ResultsPanel</name>
    <message>
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Result title</source>
      <translation>Título del resultado</translation>
    </message>
    <message>
      <source>What to do</source>
      <translation>Qué hacer</translation>
    </message>
    <message>
      <source>Technical detail</source>
      <translation>Detalle técnico</translation>
    </message>
    <message>
      <source>Raw answer</source>
      <translation>Respuesta sin procesar</translation>
    </message>
    <message>
      <source>Add a s&amp;erver…</source>
      <translation>A&amp;ñadir un servidor…</translation>
    </message>
    <message>
      <source>Try the sand&amp;box</source>
      <translation>Probar el entorno de &amp;pruebas</translation>
    </message>
    <message>
      <source>Allow plain HTTP for this r&amp;un</source>
      <translation>Permitir &amp;HTTP sin cifrar en esta ejecución</translation>
    </message>
    <message>
      <source>Send the token unencrypted to this server until the app closes.</source>
      <translation>Enviar el token sin cifrar a este servidor hasta que se cierre la aplicación.</translation>
    </message>
    <message>
      <source>Ready for the first plant</source>
      <translation>Listo para la primera planta</translation>
    </message>
    <message>
      <source>Fill in the form and press Enter to create the plant.</source>
      <translation>Rellene el formulario y pulse Enter para crear la planta.</translation>
    </message>
    <message>
      <source>Choose a server first</source>
      <translation>Elija primero un servidor</translation>
    </message>
    <message>
      <source>The plant was not sent: no server is chosen. Choose one in the Server list above, add your store's server, or try the built-in sandbox. What you typed stays in the form.</source>
      <translation>La planta no se envió: no hay ningún servidor elegido. Elija uno en la lista Servidor de arriba, añada el servidor de su tienda o pruebe el entorno de pruebas integrado. Lo que escribió se queda en el formulario.</translation>
    </message>
    <message>
      <source>The plant was not sent: no server is set up yet. Add your store's server (its address and access token), or try the built-in sandbox. What you typed stays in the form.</source>
      <translation>La planta no se envió: aún no hay ningún servidor configurado. Añada el servidor de su tienda (su dirección y token de acceso) o pruebe el entorno de pruebas integrado. Lo que escribió se queda en el formulario.</translation>
    </message>
    <message>
      <source>Welcome! Which Plant Store server?</source>
      <translation>¡Bienvenido! ¿Qué servidor de Plant Store?</translation>
    </message>
    <message>
      <source>Add your store's server (its address and access token), or try the built-in sandbox: a Plant Store on this computer to practise on.</source>
      <translation>Añada el servidor de su tienda (su dirección y token de acceso) o pruebe el entorno de pruebas integrado: un Plant Store en este equipo para practicar.</translation>
    </message>
    <message>
      <source>Sending plant {id}…</source>
      <translation>Enviando la planta {id}…</translation>
    </message>
    <message>
      <source>Sending…</source>
      <translation>Enviando…</translation>
    </message>
    <message>
      <source>{note} Press Esc to stop waiting.</source>
      <translation>{note} Pulse Esc para dejar de esperar.</translation>
    </message>
    <message>
      <source>Press Esc to stop waiting.</source>
      <translation>Pulse Esc para dejar de esperar.</translation>
    </message>
    <message>
      <source>{label}:</source>
      <comment>a field's label</comment>
      <translation>{label}:</translation>
    </message>
    <message>
      <source>Hide the raw answer</source>
      <translation>Ocultar la respuesta sin procesar</translation>
    </message>
    <message>
      <source>Show the raw answer</source>
      <translation>Mostrar la respuesta sin procesar</translation>
    </message>
    <message>
      <source>Hide the error</source>
      <translation>Ocultar el error</translation>
    </message>
    <message>
      <source>Show the error</source>
      <translation>Mostrar el error</translation>
    </message>
    <message>
      <source>ready</source>
      <comment>the result's icon</comment>
      <translation>listo</translation>
    </message>
    <message>
      <source>waiting</source>
      <comment>the result's icon</comment>
      <translation>en espera</translation>
    </message>
    <message>
      <source>created</source>
      <comment>the result's icon</comment>
      <translation>creada</translation>
    </message>
    <message>
      <source>rejected</source>
      <comment>the result's icon</comment>
      <translation>rechazada</translation>
    </message>
    <message>
      <source>unexpected</source>
      <comment>the result's icon</comment>
      <translation>inesperado</translation>
    </message>
    <message>
      <source>failed</source>
      <comment>the result's icon</comment>
      <translation>fallido</translation>
    </message>
  </context>
  <context>
    <name>Said</name>
    <message>
      <source>Plant {id} is queued</source>
      <translation>La planta {id} está en cola</translation>
    </message>
    <message>
      <source>The plant is queued</source>
      <translation>La planta está en cola</translation>
    </message>
    <message>
      <source>It is sent as soon as the server has answered for plant {ahead}; nothing is lost.</source>
      <translation>Se enviará en cuanto el servidor haya respondido a la planta {ahead}; no se pierde nada.</translation>
    </message>
    <message>
      <source>It is sent as soon as the server has answered for the plant before it; nothing is lost.</source>
      <translation>Se enviará en cuanto el servidor haya respondido a la planta anterior; no se pierde nada.</translation>
    </message>
    <message>
      <source>Plant {id} was not sent</source>
      <translation>La planta {id} no se envió</translation>
    </message>
    <message>
      <source>The plant was not sent</source>
      <translation>La planta no se envió</translation>
    </message>
    <message>
      <source>It could not be written down first, and a plant is sent only once it is: {problem} Free some disk space, or make the data folder writable, then send it again.</source>
      <translation>No se pudo anotar primero, y una planta solo se envía una vez anotada: {problem} Libere espacio en el disco o haga que la carpeta de datos se pueda escribir, y luego vuelva a enviarla.</translation>
    </message>
    <message>
      <source>It could not be looked up in the history first, so it was not sent: {problem}</source>
      <translation>No se pudo consultar primero en el historial, así que no se envió: {problem}</translation>
    </message>
    <message>
      <source>This copy of {app_name} sends nothing: it could not lock its data folder {folder} ({reason}), so it cannot make sure that no other copy sends the same plants. Make the folder writable, then start the app again.</source>
      <translation>Esta copia de {app_name} no envía nada: no pudo bloquear su carpeta de datos {folder} ({reason}), así que no puede asegurarse de que ninguna otra copia envíe las mismas plantas. Haga que la carpeta se pueda escribir y vuelva a iniciar la aplicación.</translation>
    </message>
    <message>
      <source>{app_name} could not be started again in the new language: {reason}. Start it again yourself; the language you chose is saved.</source>
      <translation>{app_name} no se pudo volver a iniciar en el nuevo idioma: {reason}. Iníciela usted mismo; el idioma elegido está guardado.</translation>
    </message>
    <message>
      <source>{app_name} was started again in the new language, but it stopped before its window opened (exit status {status}). Start it again yourself; the language you chose is saved. Started from a terminal, it says why it stops.</source>
      <translation>{app_name} se volvió a iniciar en el nuevo idioma, pero se detuvo antes de abrir su ventana (estado de salida {status}). Iníciela usted mismo; el idioma elegido está guardado. Si la inicia desde una terminal, dice por qué se detiene.</translation>
    </message>
    <message>
      <source>It was created on this server at {time}.</source>
      <translation>Se creó en este servidor a las {time}.</translation>
    </message>
    <message>
      <source>It was created on this server on {date} at {time}.</source>
      <translation>Se creó en este servidor el {date} a las {time}.</translation>
    </message>
  </context>
  <context>
    <name>Secrets</name>
    <message>
      <source>No system keyring was found, so tokens cannot be stored between sessions; a token you enter is kept for this session only.</source>
      <translation>No se encontró ningún llavero del sistema, así que los tokens no se pueden guardar entre sesiones; un token que introduzca se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>To keep tokens, install GNOME Keyring or KWallet and log in again.</source>
      <translation>Para guardar los tokens, instale GNOME Keyring o KWallet y vuelva a iniciar sesión.</translation>
    </message>
    <message>
      <source>The only keyring available stores passwords in a plain file, which this app does not use. Install or start a system keyring such as GNOME Keyring or KWallet; until then, a token you enter is kept for this session only.</source>
      <translation>El único llavero disponible guarda las contraseñas en un archivo sin cifrar, que esta aplicación no usa. Instale o inicie un llavero del sistema como GNOME Keyring o KWallet; hasta entonces, un token que introduzca se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>The Python keyring is turned off on this computer (its “null” backend is selected in keyringrc.cfg or PYTHON_KEYRING_BACKEND). Remove that setting to store tokens; until then, a token you enter is kept for this session only.</source>
      <translation>El llavero de Python está desactivado en este equipo (su backend «null» está seleccionado en keyringrc.cfg o PYTHON_KEYRING_BACKEND). Quite ese ajuste para guardar tokens; hasta entonces, un token que introduzca se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>The system keyring is locked. Unlock it and try again.</source>
      <translation>El llavero del sistema está bloqueado. Desbloquéelo e inténtelo de nuevo.</translation>
    </message>
    <message>
      <source>Access to the system keyring was refused. Allow this app when the keyring asks, then try again.</source>
      <translation>Se denegó el acceso al llavero del sistema. Permita esta aplicación cuando el llavero lo pregunte e inténtelo de nuevo.</translation>
    </message>
    <message>
      <source>The token is too long for the system keyring. Check that only the token was pasted.</source>
      <translation>El token es demasiado largo para el llavero del sistema. Compruebe que solo pegó el token.</translation>
    </message>
    <message>
      <source>The system keyring accepted the token but did not give it back, so it was not saved; it is kept for this session only.</source>
      <translation>El llavero del sistema aceptó el token pero no lo devolvió, así que no se guardó; se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>The system keyring failed with an unexpected error ({error}). Try again; if it keeps failing, check that the keyring service is running.</source>
      <translation>El llavero del sistema falló con un error inesperado ({error}). Inténtelo de nuevo; si sigue fallando, compruebe que el servicio del llavero está en marcha.</translation>
    </message>
    <message>
      <source>The system keyring did not answer within {seconds} seconds; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>El llavero del sistema no respondió en {seconds} segundos; puede que esté esperando a que lo desbloquee. Desbloquéelo e inténtelo de nuevo.</translation>
    </message>
    <message numerus="yes">
      <source>The system keyring did not answer within %Ln second; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>
        <numerusform>El llavero del sistema no respondió en %Ln segundo; puede que esté esperando a que lo desbloquee. Desbloquéelo e inténtelo de nuevo.</numerusform>
        <numerusform>El llavero del sistema no respondió en %Ln segundos; puede que esté esperando a que lo desbloquee. Desbloquéelo e inténtelo de nuevo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The system keyring did not answer within %Ln seconds; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>
        <numerusform>El llavero del sistema no respondió en %Ln segundo; puede que esté esperando a que lo desbloquee. Desbloquéelo e inténtelo de nuevo.</numerusform>
        <numerusform>El llavero del sistema no respondió en %Ln segundos; puede que esté esperando a que lo desbloquee. Desbloquéelo e inténtelo de nuevo.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SendWorker</name>
    <message>
      <source>The journal could not be read: {error}</source>
      <translation>No se pudo leer el registro: {error}</translation>
    </message>
    <message>
      <source>The plant could not be sent: {error}</source>
      <translation>No se pudo enviar la planta: {error}</translation>
    </message>
    <message>
      <source>The outbox could not be sent: {error}</source>
      <translation>No se pudo enviar la bandeja de salida: {error}</translation>
    </message>
  </context>
  <context>
    <name>Sending</name>
    <message>
      <source>Created</source>
      <comment>what came of a request</comment>
      <translation>Creada</translation>
    </message>
    <message>
      <source>Rejected: {message}</source>
      <translation>Rechazada: {message}</translation>
    </message>
    <message>
      <source>You stopped waiting after it was sent: it may have reached the server.</source>
      <translation>Dejó de esperar después de enviarla: puede que haya llegado al servidor.</translation>
    </message>
    <message>
      <source>You stopped it before it was sent.</source>
      <translation>La detuvo antes de enviarla.</translation>
    </message>
    <message>
      <source>Refused: HTTP {status} {reason}</source>
      <translation>Rechazada: HTTP {status} {reason}</translation>
    </message>
    <message>
      <source>Refused: HTTP {status}</source>
      <translation>Rechazada: HTTP {status}</translation>
    </message>
    <message>
      <source>Unexpected: HTTP {status} {reason} — {problem}</source>
      <translation>Inesperado: HTTP {status} {reason} — {problem}</translation>
    </message>
    <message>
      <source>Unexpected: HTTP {status} — {problem}</source>
      <translation>Inesperado: HTTP {status} — {problem}</translation>
    </message>
    <message>
      <source>Not sent: you stopped the batch.</source>
      <translation>No enviada: usted detuvo el lote.</translation>
    </message>
    <message>
      <source>Its batch was stopped.</source>
      <translation>Su lote se detuvo.</translation>
    </message>
    <message>
      <source>Failed: {kind}</source>
      <comment>a request that got no answer, and why</comment>
      <translation>Fallida: {kind}</translation>
    </message>
    <message>
      <source>(no id)</source>
      <comment>stands for a plant's missing id</comment>
      <translation>(sin id)</translation>
    </message>
    <message>
      <source>Plant {plant} may already have been created: its request left and no complete answer came back. Sending it again may create it twice. This server honours the request's Idempotency-Key, so it creates the plant at most once.</source>
      <translation>Puede que la planta {plant} ya se haya creado: su solicitud salió y no volvió ninguna respuesta completa. Enviarla de nuevo puede crearla dos veces. Este servidor respeta el Idempotency-Key de la solicitud, así que crea la planta una vez como máximo.</translation>
    </message>
    <message>
      <source>Plant {plant} may already have been created: its request left and no complete answer came back. Sending it again may create it twice. This server is not known to honour the request's Idempotency-Key.</source>
      <translation>Puede que la planta {plant} ya se haya creado: su solicitud salió y no volvió ninguna respuesta completa. Enviarla de nuevo puede crearla dos veces. No se sabe si este servidor respeta el Idempotency-Key de la solicitud.</translation>
    </message>
    <message>
      <source>Plant {plant} was created by this request already. Sending it again creates a second request, which may create it twice or be refused as a duplicate.</source>
      <translation>Esta solicitud ya creó la planta {plant}. Enviarla de nuevo crea una segunda solicitud, que puede crearla dos veces o ser rechazada como duplicado.</translation>
    </message>
    <message>
      <source>No token is known for {server}: type its token in Manage servers, or choose that server, type it in the main window and press Enter; then send again.</source>
      <translation>No se conoce ningún token para {server}: escriba su token en Administrar servidores, o elija ese servidor, escríbalo en la ventana principal y pulse Enter; luego envíe de nuevo.</translation>
    </message>
    <message>
      <source>No server here has the address {address} any more. Add a server with that address and its token in Manage servers, then send again; or remove the plant from the outbox.</source>
      <translation>Ningún servidor de aquí tiene ya la dirección {address}. Añada en Administrar servidores un servidor con esa dirección y su token, y luego envíe de nuevo; o quite la planta de la bandeja de salida.</translation>
    </message>
    <message>
      <source>No server here has the address {address} any more. Add a server with that address and its token in Manage servers, then send again.</source>
      <translation>Ningún servidor de aquí tiene ya la dirección {address}. Añada en Administrar servidores un servidor con esa dirección y su token, y luego envíe de nuevo.</translation>
    </message>
    <message>
      <source>The profile {server} it was sent from is gone. Choose the profile at {address} that should send it, then send it again; or remove the plant from the outbox.</source>
      <translation>El perfil {server} desde el que se envió ya no existe. Elija el perfil en {address} que debe enviarla y envíela de nuevo; o quite la planta de la bandeja de salida.</translation>
    </message>
    <message>
      <source>The profile {server} it was sent from is gone. Choose the profile at {address} that should send it, then send it again.</source>
      <translation>El perfil {server} desde el que se envió ya no existe. Elija el perfil en {address} que debe enviarla y envíela de nuevo.</translation>
    </message>
    <message>
      <source>The history is off, so recorded plants cannot be sent.</source>
      <translation>El historial está desactivado, así que las plantas registradas no se pueden enviar.</translation>
    </message>
    <message>
      <source>This entry is no longer in the history.</source>
      <translation>Esta entrada ya no está en el historial.</translation>
    </message>
    <message>
      <source>This plant is being sent right now.</source>
      <translation>Esta planta se está enviando ahora mismo.</translation>
    </message>
    <message>
      <source>Sending it again needs your confirmation.</source>
      <translation>Para enviarla de nuevo se necesita su confirmación.</translation>
    </message>
    <message>
      <source>This plant was sent by another part of the app meanwhile.</source>
      <translation>Otra parte de la aplicación envió esta planta mientras tanto.</translation>
    </message>
    <message>
      <source>The history could not be written: {reason}</source>
      <translation>No se pudo escribir el historial: {reason}</translation>
    </message>
    <message>
      <source>The outbox could not be sent: {reason}</source>
      <translation>No se pudo enviar la bandeja de salida: {reason}</translation>
    </message>
    <message>
      <source>Removed from the outbox by you; not sent.</source>
      <translation>Usted la quitó de la bandeja de salida; no se envió.</translation>
    </message>
    <message>
      <source>The app closed before sending it.</source>
      <translation>La aplicación se cerró antes de enviarla.</translation>
    </message>
    <message>
      <source>Not sent: you cancelled the batch.</source>
      <translation>No enviada: usted canceló el lote.</translation>
    </message>
    <message>
      <source>The connection is not secure: {reason}</source>
      <translation>La conexión no es segura: {reason}</translation>
    </message>
    <message>
      <source>The server cannot be reached: {reason}</source>
      <translation>No se puede acceder al servidor: {reason}</translation>
    </message>
    <message>
      <source>The server refused the token; check it in Manage servers.</source>
      <translation>El servidor rechazó el token; compruébelo en Administrar servidores.</translation>
    </message>
    <message>
      <source>The server refused the token. Type a new one in Manage servers, then send.</source>
      <translation>El servidor rechazó el token. Escriba uno nuevo en Administrar servidores y luego envíe.</translation>
    </message>
    <message>
      <source>The server asked to wait; it is sent again after {time}.</source>
      <translation>El servidor pidió esperar; se enviará de nuevo después de {time}.</translation>
    </message>
    <message>
      <source>Its batch stopped, or the app closed, before it was sent; it is sent when the server answers.</source>
      <translation>Su lote se detuvo, o la aplicación se cerró, antes de enviarla; se enviará cuando el servidor responda.</translation>
    </message>
    <message>
      <source>The server could not be reached; it is sent when the server answers.</source>
      <translation>No se pudo acceder al servidor; se enviará cuando el servidor responda.</translation>
    </message>
  </context>
  <context>
    <name>ServerBar</name>
    <message>
      <source>Server</source>
      <translation>Servidor</translation>
    </message>
    <message>
      <source>Se&amp;rver:</source>
      <translation>S&amp;ervidor:</translation>
    </message>
    <message>
      <source>&amp;Manage servers…</source>
      <translation>Administrar &amp;servidores…</translation>
    </message>
    <message>
      <source>Token for this server</source>
      <translation>Token de este servidor</translation>
    </message>
    <message>
      <source>T&amp;oken:</source>
      <translation>T&amp;oken:</translation>
    </message>
    <message>
      <source>{name} (this session only)</source>
      <comment>a server kept for this session</comment>
      <translation>{name} (solo esta sesión)</translation>
    </message>
    <message>
      <source>No server chosen yet</source>
      <translation>Aún no se ha elegido ningún servidor</translation>
    </message>
    <message>
      <source>No server</source>
      <translation>Sin servidor</translation>
    </message>
    <message>
      <source>Kept for this session only.</source>
      <translation>Guardado solo durante esta sesión.</translation>
    </message>
    <message>
      <source>No token is saved for this server; the one you type is kept in the system keyring.</source>
      <translation>No hay ningún token guardado para este servidor; el que escriba se guarda en el llavero del sistema.</translation>
    </message>
    <message>
      <source>No token is saved for this server; without a system keyring, the one you type is kept for this session only.</source>
      <translation>No hay ningún token guardado para este servidor; sin un llavero del sistema, el que escriba se guarda solo durante esta sesión.</translation>
    </message>
    <message>
      <source>No token could be read for this server: the system keyring failed. The one you type may be kept for this session only.</source>
      <translation>No se pudo leer ningún token para este servidor: el llavero del sistema falló. El que escriba puede guardarse solo durante esta sesión.</translation>
    </message>
    <message>
      <source>{address} · reading the token from the keyring…</source>
      <translation>{address} · leyendo el token del llavero…</translation>
    </message>
    <message>
      <source>{address} · no token saved</source>
      <translation>{address} · ningún token guardado</translation>
    </message>
    <message>
      <source>{address} · token for this session only</source>
      <translation>{address} · token solo para esta sesión</translation>
    </message>
    <message>
      <source>{address} · token in the keyring</source>
      <translation>{address} · token en el llavero</translation>
    </message>
  </context>
  <context>
    <name>Servers</name>
    <message>
      <source>Sandbox</source>
      <comment>the name of the built-in test server</comment>
      <translation>Entorno de pruebas</translation>
    </message>
    <message>
      <source>Sandbox {number}</source>
      <comment>the name of a further built-in test server</comment>
      <translation>Entorno de pruebas {number}</translation>
    </message>
    <message>
      <source>The profiles file was written by a newer version of Plant Store GUI or cannot be read, so changes are not saved.</source>
      <translation>El archivo de perfiles lo escribió una versión más reciente de Plant Store GUI o no se puede leer, así que los cambios no se guardan.</translation>
    </message>
    <message>
      <source>The profiles could not be saved: {error}</source>
      <translation>No se pudieron guardar los perfiles: {error}</translation>
    </message>
  </context>
  <context>
    <name>Shortcuts</name>
    <message>
      <source> or </source>
      <comment>between two keys</comment>
      <translation> o </translation>
    </message>
    <message>
      <source>In the Tag field, with a tag offered: take that tag.</source>
      <translation>En el campo Etiqueta, con una etiqueta ofrecida: tomar esa etiqueta.</translation>
    </message>
    <message>
      <source>Held with the underlined letter of a field or a button: go to that field or press that button.</source>
      <translation>Mantenida pulsada junto con la letra subrayada de un campo o un botón: ir a ese campo o pulsar ese botón.</translation>
    </message>
    <message>
      <source>In a dialog or a batch window: close it; a batch still sending asks first.</source>
      <translation>En un diálogo o una ventana de lote: cerrarla; un lote que aún envía pregunta antes.</translation>
    </message>
    <message>
      <source>Send the plant; with the typing aids on, first move to an empty required field.</source>
      <translation>Enviar la planta; con las ayudas de escritura activadas, pasar antes a un campo obligatorio vacío.</translation>
    </message>
    <message>
      <source>Move to the next or the previous field.</source>
      <translation>Pasar al campo siguiente o al anterior.</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsDialog</name>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Atajos de teclado</translation>
    </message>
    <message>
      <source>Keys</source>
      <translation>Teclas</translation>
    </message>
    <message>
      <source>What it does</source>
      <translation>Qué hace</translation>
    </message>
    <message>
      <source>In the form and every window</source>
      <translation>En el formulario y en cada ventana</translation>
    </message>
  </context>
  <context>
    <name>ShowRequests</name>
    <message>
      <source>The app was started again. This window is the one open for your data; the second copy closed without sending anything.</source>
      <translation>La aplicación se inició de nuevo. Esta ventana es la que está abierta para sus datos; la segunda copia se cerró sin enviar nada.</translation>
    </message>
  </context>
  <context>
    <name>Submitter</name>
    <message>
      <source>Still reading the token from the keyring…</source>
      <translation>Aún leyendo el token del llavero…</translation>
    </message>
    <message>
      <source>The body went as it stood: what you type now is for the next send.</source>
      <translation>El cuerpo se envió tal como estaba: lo que escriba ahora es para el próximo envío.</translation>
    </message>
    <message>
      <source>The form is ready for the next plant; if this one is not created, it is put back.</source>
      <translation>El formulario está listo para la siguiente planta; si esta no se crea, se vuelve a poner.</translation>
    </message>
    <message>
      <source>Stopped waiting at your request.</source>
      <translation>Se dejó de esperar a petición suya.</translation>
    </message>
    <message>
      <source>The form keeps what you typed since; this plant is in the history, where Re-send sends it again.</source>
      <translation>El formulario conserva lo que escribió desde entonces; esta planta está en el historial, donde Reenviar la envía de nuevo.</translation>
    </message>
    <message>
      <source>What you typed is back in the form.</source>
      <translation>Lo que escribió ha vuelto al formulario.</translation>
    </message>
    <message>
      <source>Or allow plain HTTP with the button below, for this run only.</source>
      <translation>O permita HTTP sin cifrar con el botón de abajo, solo para esta ejecución.</translation>
    </message>
    <message>
      <source>Or allow plain HTTP for this server in Manage servers.</source>
      <translation>O permita HTTP sin cifrar para este servidor en Administrar servidores.</translation>
    </message>
    <message>
      <source>{first} {second}</source>
      <comment>two sentences, one after the other</comment>
      <translation>{first} {second}</translation>
    </message>
    <message>
      <source>Until the app closes, the token travels unencrypted to {host}. Press Enter to send the plant.</source>
      <translation>Hasta que se cierre la aplicación, el token viaja sin cifrar a {host}. Pulse Enter para enviar la planta.</translation>
    </message>
    <message>
      <source>Plain HTTP is allowed for this run</source>
      <translation>HTTP sin cifrar está permitido en esta ejecución</translation>
    </message>
    <message>
      <source>Send it again?</source>
      <translation>¿Enviarla de nuevo?</translation>
    </message>
    <message>
      <source>&amp;Re-send plant</source>
      <translation>&amp;Reenviar planta</translation>
    </message>
    <message>
      <source>The form keeps what you typed since, and this plant is in no history: type it again to send it.</source>
      <translation>El formulario conserva lo que escribió después, y esta planta no está en ningún historial: vuelva a escribirla para enviarla.</translation>
    </message>
  </context>
  <context>
    <name>TokenField</name>
    <message>
      <source>Access token</source>
      <translation>Token de acceso</translation>
    </message>
    <message>
      <source>Show the token</source>
      <translation>Mostrar el token</translation>
    </message>
    <message>
      <source>Hide the token</source>
      <translation>Ocultar el token</translation>
    </message>
  </context>
  <context>
    <name>Wording</name>
    <message>
      <source>{title}.</source>
      <comment>a result's title, said as a sentence</comment>
      <translation>{title}.</translation>
    </message>
    <message>
      <source>Reason</source>
      <comment>the server's error message</comment>
      <translation>Motivo</translation>
    </message>
    <message>
      <source>Server's reason</source>
      <translation>Motivo del servidor</translation>
    </message>
    <message numerus="yes">
      <source>• … and %Ln more</source>
      <comment>more items in the server's list of errors</comment>
      <translation>
        <numerusform>• … y %Ln más</numerusform>
        <numerusform>• … y %Ln más</numerusform>
      </translation>
    </message>
    <message>
      <source>RAW body, typed by hand · {detail}</source>
      <translation>Cuerpo RAW, escrito a mano · {detail}</translation>
    </message>
    <message>
      <source>Plant {id} is waiting in the outbox</source>
      <translation>La planta {id} está esperando en la bandeja de salida</translation>
    </message>
    <message>
      <source>The plant is waiting in the outbox</source>
      <translation>La planta está esperando en la bandeja de salida</translation>
    </message>
    <message>
      <source>It will be sent once the connection is secure: check the server's certificate, or the CA bundle in Manage servers. Nothing is lost.</source>
      <translation>Se enviará en cuanto la conexión sea segura: compruebe el certificado del servidor o el paquete de CA en Administrar servidores. No se pierde nada.</translation>
    </message>
    <message>
      <source>Check the server's certificate, or the CA bundle in Manage servers. It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>Compruebe el certificado del servidor o el paquete de CA en Administrar servidores. Esperará allí hasta que envíe la bandeja de salida (Archivo ▸ Enviar ahora la bandeja de salida); no se pierde nada.</translation>
    </message>
    <message>
      <source>It will be sent as soon as the server answers; nothing is lost.</source>
      <translation>Se enviará en cuanto el servidor responda; no se pierde nada.</translation>
    </message>
    <message>
      <source>{title}: {why} {then}</source>
      <comment>what went wrong, why, then what becomes of the plant in the outbox</comment>
      <translation>{title}: {why} {then}</translation>
    </message>
    <message>
      <source>It will be sent again once you give this server a new token; nothing is lost.</source>
      <translation>Se enviará de nuevo en cuanto dé a este servidor un token nuevo; no se pierde nada.</translation>
    </message>
    <message>
      <source>It will be sent again when the server allows; nothing is lost.</source>
      <translation>Se enviará de nuevo cuando el servidor lo permita; no se pierde nada.</translation>
    </message>
    <message>
      <source>{title}. {then}</source>
      <comment>what the server's answer means, then what becomes of the plant in the outbox</comment>
      <translation>{title}. {then}</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>the plant's name</comment>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>the plant's tag</comment>
      <translation>Etiqueta</translation>
    </message>
    <message>
      <source>Plant {id} created</source>
      <translation>Planta {id} creada</translation>
    </message>
    <message>
      <source>The plant created</source>
      <translation>Planta creada</translation>
    </message>
    <message>
      <source>The server did not accept plant {id}</source>
      <translation>El servidor no aceptó la planta {id}</translation>
    </message>
    <message>
      <source>The server did not accept the plant</source>
      <translation>El servidor no aceptó la planta</translation>
    </message>
    <message>
      <source>Error code</source>
      <translation>Código de error</translation>
    </message>
    <message>
      <source>Nothing was created. To send a changed plant, type it in the form.</source>
      <translation>No se creó nada. Para enviar la planta con cambios, escríbala en el formulario.</translation>
    </message>
    <message>
      <source>Correct the plant and send it again.</source>
      <translation>Corrija la planta y envíela de nuevo.</translation>
    </message>
    <message>
      <source>What came back</source>
      <translation>Qué se recibió</translation>
    </message>
    <message>
      <source>It will be sent once the connection can be made: check the client certificate in Manage servers. Nothing is lost.</source>
      <translation>Se enviará en cuanto se pueda establecer la conexión: compruebe el certificado de cliente en Administrar servidores. No se pierde nada.</translation>
    </message>
    <message>
      <source>Check the client certificate in Manage servers. It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>Compruebe el certificado de cliente en Administrar servidores. Esperará allí hasta que envíe la bandeja de salida (Archivo ▸ Enviar ahora la bandeja de salida); no se pierde nada.</translation>
    </message>
    <message numerus="yes">
      <source>It will be sent again after %Ln seconds; nothing is lost.</source>
      <translation>
        <numerusform>Se enviará de nuevo tras %Ln segundo; no se pierde nada.</numerusform>
        <numerusform>Se enviará de nuevo tras %Ln segundos; no se pierde nada.</numerusform>
      </translation>
    </message>
    <message>
      <source>It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>Esperará allí hasta que envíe la bandeja de salida (Archivo ▸ Enviar ahora la bandeja de salida); no se pierde nada.</translation>
    </message>
    <message>
      <source>{kind} · after {elapsed}</source>
      <translation>{kind} · tras {elapsed}</translation>
    </message>
    <message>
      <source>Plant {id} is being sent</source>
      <translation>La planta {id} se está enviando</translation>
    </message>
    <message>
      <source>The plant is being sent</source>
      <translation>La planta se está enviando</translation>
    </message>
    <message>
      <source>It is on its way to {url}.</source>
      <translation>Va de camino a {url}.</translation>
    </message>
    <message>
      <source>{summary} It will be sent when the server answers; nothing is lost.</source>
      <translation>{summary} Se enviará cuando el servidor responda; no se pierde nada.</translation>
    </message>
    <message>
      <source>Plant {id} needs checking</source>
      <translation>La planta {id} necesita comprobación</translation>
    </message>
    <message>
      <source>The plant needs checking</source>
      <translation>La planta necesita comprobación</translation>
    </message>
    <message>
      <source>{summary} Check it on the server before sending it again; it is never sent again on its own.</source>
      <translation>{summary} Compruébela en el servidor antes de enviarla de nuevo; nunca se vuelve a enviar por sí sola.</translation>
    </message>
    <message>
      <source>Plant {id} was not sent</source>
      <translation>La planta {id} no se envió</translation>
    </message>
    <message>
      <source>The plant was not sent</source>
      <translation>La planta no se envió</translation>
    </message>
    <message>
      <source>{summary} Nothing was created.</source>
      <translation>{summary} No se creó nada.</translation>
    </message>
    <message>
      <source>RAW body, typed by hand</source>
      <translation>Cuerpo RAW, escrito a mano</translation>
    </message>
    <message>
      <source>The server sent us elsewhere</source>
      <translation>El servidor nos redirigió a otro sitio</translation>
    </message>
    <message>
      <source>Check the base URL with whoever runs the server. The request was not followed to the other address, so the token stayed with this server.</source>
      <translation>Compruebe la URL base con quien administra el servidor. La solicitud no se siguió a la otra dirección, así que el token se quedó en este servidor.</translation>
    </message>
    <message>
      <source>The server refused plant {id} ({code}), so nothing was created, but its answer is not the Error the spec describes.</source>
      <translation>El servidor rechazó la planta {id} ({code}), así que no se creó nada, pero su respuesta no es el Error que describe la especificación.</translation>
    </message>
    <message>
      <source>The server refused the plant ({code}), so nothing was created, but its answer is not the Error the spec describes.</source>
      <translation>El servidor rechazó la planta ({code}), así que no se creó nada, pero su respuesta no es el Error que describe la especificación.</translation>
    </message>
    <message>
      <source>The server refused the token</source>
      <translation>El servidor rechazó el token</translation>
    </message>
    <message>
      <source>Check the token for this server. Nothing was created.</source>
      <translation>Compruebe el token de este servidor. No se creó nada.</translation>
    </message>
    <message>
      <source>This token may not create plants</source>
      <translation>Este token no puede crear plantas</translation>
    </message>
    <message>
      <source>The server knows the token but does not allow it to create plants ({code}). Nothing was created. Ask whoever runs the server for a token that may.</source>
      <translation>El servidor conoce el token, pero no le permite crear plantas ({code}). No se creó nada. Pida a quien administra el servidor un token que sí pueda.</translation>
    </message>
    <message>
      <source>The server has no plant store at this address</source>
      <translation>El servidor no tiene una tienda de plantas en esta dirección</translation>
    </message>
    <message>
      <source>Check the base URL: the request went to {url}/plants. Nothing was created.</source>
      <translation>Compruebe la URL base: la solicitud fue a {url}/plants. No se creó nada.</translation>
    </message>
    <message>
      <source>The server refused plant {id} as a conflict</source>
      <translation>El servidor rechazó la planta {id} por un conflicto</translation>
    </message>
    <message>
      <source>The server refused the plant as a conflict</source>
      <translation>El servidor rechazó la planta por un conflicto</translation>
    </message>
    <message>
      <source>It conflicts with something the server already holds ({code}), such as a plant with the same id. Nothing was created.</source>
      <translation>Entra en conflicto con algo que el servidor ya tiene ({code}), como una planta con el mismo id. No se creó nada.</translation>
    </message>
    <message>
      <source>The server found plant {id} invalid</source>
      <translation>El servidor consideró no válida la planta {id}</translation>
    </message>
    <message>
      <source>The server found the plant invalid</source>
      <translation>El servidor consideró no válida la planta</translation>
    </message>
    <message>
      <source>It understood the request but refused the plant in it ({code}). Nothing was created. Correct the plant and send it again.</source>
      <translation>Entendió la solicitud, pero rechazó la planta que contenía ({code}). No se creó nada. Corrija la planta y envíela de nuevo.</translation>
    </message>
    <message>
      <source>The server is busy</source>
      <translation>El servidor está ocupado</translation>
    </message>
    <message>
      <source>The server refused plant {id}</source>
      <translation>El servidor rechazó la planta {id}</translation>
    </message>
    <message>
      <source>The server refused the plant</source>
      <translation>El servidor rechazó la planta</translation>
    </message>
    <message>
      <source>It answered {code}: the server refused the request. Nothing was created.</source>
      <translation>Respondió {code}: el servidor rechazó la solicitud. No se creó nada.</translation>
    </message>
    <message>
      <source>The server ran into a problem</source>
      <translation>El servidor tuvo un problema</translation>
    </message>
    <message>
      <source>Plant {id} may or may not have been created. Check it on the server: it is under “Needs checking” in the history, and is never sent again on its own.</source>
      <translation>Puede que la planta {id} se haya creado o no. Compruébelo en el servidor: está en «Por comprobar» en el historial y nunca se vuelve a enviar por sí sola.</translation>
    </message>
    <message>
      <source>The plant may or may not have been created. Check it on the server: it is under “Needs checking” in the history, and is never sent again on its own.</source>
      <translation>Puede que la planta se haya creado o no. Compruébelo en el servidor: está en «Por comprobar» en el historial y nunca se vuelve a enviar por sí sola.</translation>
    </message>
    <message>
      <source>Plant {id} may or may not have been created. Check before sending it again.</source>
      <translation>Puede que la planta {id} se haya creado o no. Compruébelo antes de enviarla de nuevo.</translation>
    </message>
    <message>
      <source>The plant may or may not have been created. Check before sending it again.</source>
      <translation>Puede que la planta se haya creado o no. Compruébelo antes de enviarla de nuevo.</translation>
    </message>
    <message numerus="yes">
      <source>It had too many requests ({code}), so nothing was created. Send plant {id} again after %Ln seconds.</source>
      <translation>
        <numerusform>Recibió demasiadas solicitudes ({code}), así que no se creó nada. Envíe la planta {id} de nuevo tras %Ln segundo.</numerusform>
        <numerusform>Recibió demasiadas solicitudes ({code}), así que no se creó nada. Envíe la planta {id} de nuevo tras %Ln segundos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It had too many requests ({code}), so nothing was created. Send the plant again after %Ln seconds.</source>
      <translation>
        <numerusform>Recibió demasiadas solicitudes ({code}), así que no se creó nada. Envíe la planta de nuevo tras %Ln segundo.</numerusform>
        <numerusform>Recibió demasiadas solicitudes ({code}), así que no se creó nada. Envíe la planta de nuevo tras %Ln segundos.</numerusform>
      </translation>
    </message>
    <message>
      <source>It had too many requests ({code}), so nothing was created. Send plant {id} again later.</source>
      <translation>Recibió demasiadas solicitudes ({code}), así que no se creó nada. Envíe la planta {id} de nuevo más tarde.</translation>
    </message>
    <message>
      <source>It had too many requests ({code}), so nothing was created. Send the plant again later.</source>
      <translation>Recibió demasiadas solicitudes ({code}), así que no se creó nada. Envíe la planta de nuevo más tarde.</translation>
    </message>
    <message>
      <source>The server gave an answer this app does not understand</source>
      <translation>El servidor dio una respuesta que esta aplicación no entiende</translation>
    </message>
    <message>
      <source>The request had already been sent: plant {id} may or may not have been created. Check before sending it again.</source>
      <translation>La solicitud ya se había enviado: puede que la planta {id} se haya creado o no. Compruébelo antes de enviarla de nuevo.</translation>
    </message>
    <message>
      <source>The request had already been sent: the plant may or may not have been created. Check before sending it again.</source>
      <translation>La solicitud ya se había enviado: puede que la planta se haya creado o no. Compruébelo antes de enviarla de nuevo.</translation>
    </message>
    <message>
      <source>Stopped waiting</source>
      <translation>Se dejó de esperar</translation>
    </message>
    <message>
      <source>The token would travel unencrypted to {host}: anyone on the network between could read it and use it. Use https:// if the server offers it.</source>
      <translation>El token viajaría sin cifrar a {host}: cualquiera en la red intermedia podría leerlo y usarlo. Use https:// si el servidor lo ofrece.</translation>
    </message>
    <message>
      <source>Could not reach the server</source>
      <translation>No se pudo acceder al servidor</translation>
    </message>
    <message>
      <source>Nothing answers at {url}. Is it running?</source>
      <translation>Nada responde en {url}. ¿Está en marcha?</translation>
    </message>
    <message>
      <source>Could not find the server</source>
      <translation>No se encontró el servidor</translation>
    </message>
    <message>
      <source>Check the server name in {url}.</source>
      <translation>Compruebe el nombre del servidor en {url}.</translation>
    </message>
    <message>
      <source>The server's certificate was not trusted</source>
      <translation>El certificado del servidor no era de confianza</translation>
    </message>
    <message>
      <source>The connection was not secure, so nothing was sent.</source>
      <translation>La conexión no era segura, así que no se envió nada.</translation>
    </message>
    <message>
      <source>The secure connection could not be made</source>
      <translation>No se pudo establecer la conexión segura</translation>
    </message>
    <message>
      <source>{reason} Nothing was sent.</source>
      <translation>{reason} No se envió nada.</translation>
    </message>
    <message>
      <source>The server did not answer</source>
      <translation>El servidor no respondió</translation>
    </message>
    <message>
      <source>Check the network and try again.</source>
      <translation>Compruebe la red e inténtelo de nuevo.</translation>
    </message>
    <message>
      <source>You stopped waiting for the answer. {unknown}</source>
      <translation>Dejó de esperar la respuesta. {unknown}</translation>
    </message>
    <message>
      <source>You stopped it before it was sent. Nothing was sent.</source>
      <translation>La detuvo antes de enviarla. No se envió nada.</translation>
    </message>
    <message>
      <source>Try again.</source>
      <translation>Inténtelo de nuevo.</translation>
    </message>
    <message>
      <source>The server took too long</source>
      <translation>El servidor tardó demasiado</translation>
    </message>
    <message>
      <source>Nothing was created. Try again.</source>
      <translation>No se creó nada. Inténtelo de nuevo.</translation>
    </message>
    <message>
      <source>The connection broke</source>
      <translation>La conexión se interrumpió</translation>
    </message>
    <message>
      <source>{size} bytes (cut off)</source>
      <comment>the size of an answer, in the technical line under a result</comment>
      <translation>{size} bytes (recortado)</translation>
    </message>
    <message>
      <source>{size} bytes</source>
      <comment>the size of an answer, in the technical line under a result</comment>
      <translation>{size} bytes</translation>
    </message>
    <message>
      <source>{status} · {elapsed} · {size}</source>
      <comment>the technical line under a result: the answer's status (HTTP 200 OK), how long it took, its size</comment>
      <translation>{status} · {elapsed} · {size}</translation>
    </message>
    <message>
      <source>{milliseconds} ms</source>
      <translation>{milliseconds} ms</translation>
    </message>
    <message>
      <source>{seconds} s</source>
      <comment>seconds, a unit</comment>
      <translation>{seconds} s</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant was on its way when the app stopped: it may or may not have been created. Check it on the server; it is under “Needs checking” in the history and is never sent again on its own.</source>
      <translation>
        <numerusform>%Ln planta estaba en camino cuando la aplicación se detuvo: puede que se haya creado o no. Compruébela en el servidor; está en «Por comprobar» en el historial y nunca se vuelve a enviar por sí sola.</numerusform>
        <numerusform>%Ln plantas estaban en camino cuando la aplicación se detuvo: puede que cada una se haya creado o no. Compruébelas en el servidor; están en «Por comprobar» en el historial y nunca se vuelven a enviar por sí solas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants were on their way when the app stopped: each may or may not have been created. Check them on the server; they are under “Needs checking” in the history and are never sent again on their own.</source>
      <translation>
        <numerusform>%Ln planta estaba en camino cuando la aplicación se detuvo: puede que se haya creado o no. Compruébela en el servidor; está en «Por comprobar» en el historial y nunca se vuelve a enviar por sí sola.</numerusform>
        <numerusform>%Ln plantas estaban en camino cuando la aplicación se detuvo: puede que cada una se haya creado o no. Compruébelas en el servidor; están en «Por comprobar» en el historial y nunca se vuelven a enviar por sí solas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant still needs checking: you stopped waiting, the connection broke or the server failed, so it may or may not have been created.</source>
      <translation>
        <numerusform>%Ln planta aún necesita comprobación: dejó de esperar, la conexión se interrumpió o el servidor falló, así que puede que se haya creado o no.</numerusform>
        <numerusform>%Ln plantas aún necesitan comprobación: dejó de esperar, la conexión se interrumpió o el servidor falló, así que puede que cada una se haya creado o no.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants still need checking: you stopped waiting, the connection broke or the server failed, so each may or may not have been created.</source>
      <translation>
        <numerusform>%Ln planta aún necesita comprobación: dejó de esperar, la conexión se interrumpió o el servidor falló, así que puede que se haya creado o no.</numerusform>
        <numerusform>%Ln plantas aún necesitan comprobación: dejó de esperar, la conexión se interrumpió o el servidor falló, así que puede que cada una se haya creado o no.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <source>“{text}”</source>
      <comment>a name, a field or a value quoted inside a sentence</comment>
      <translation>«{text}»</translation>
    </message>
  </context>
</TS>