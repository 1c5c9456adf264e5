<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="advantageous" tilewidth="32" tileheight="32" tilecount="4" columns="4">
 <properties>
  <property name="set" value="advantageous"/>
 </properties>
 <image source="advantageous.png" width="128" height="32"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="volcano"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="glacier"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="steppe"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="mangrove"/>
  </properties>
 </tile>
</tileset>
